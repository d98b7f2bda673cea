import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../schemas/admin-audit';
import { readAuditPage } from '../../services/audit/audit-page';

/** The audit record, read only: who changed what, when, with what before and after. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary:
          'The audit record, newest first: by record, staff member, action and time (owner and administrators)',
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readAuditPage(app.db, request.query);
    },
  );
};
