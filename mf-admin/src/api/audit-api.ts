import { baseApi } from '@storefront/shared';
import type { AuditFilter, AuditPage } from '@storefront/shared/admin';

/** The audit record (`GET admin/audit`), read only, for the owner and administrators. */
export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditFilter>({
      query: (params) => ({ url: 'admin/audit', params }),
      providesTags: ['Audit'],
      // What staff wrote a moment ago is what the page is opened for.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
