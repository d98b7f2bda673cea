import { http, HttpResponse } from 'msw';
import { baseApi } from '../api/base-api';
import type { ErrorCode } from '../contracts/errors';
import { createTestI18n } from '../testing';
import { apiError, apiPath, apiServer, setUpFakeApi } from '../testing/api';
import { toast } from '../toasts/toast-store';
import { makeStore } from './make-store';

const formApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testSignIn: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/login', method: 'POST' }),
      extraOptions: {
        shownInForm: { codes: ['ENTITY_UNAUTHORIZED_ACTION'], fields: ['password'] },
      },
    }),
    testOrder: build.mutation<unknown, void>({
      query: () => ({ url: 'order', method: 'POST' }),
      extraOptions: { shownInForm: { codes: ['FETCH_ERROR'] } },
    }),
    testUnexplained: build.mutation<unknown, void>({
      query: () => ({ url: 'contact-us', method: 'POST' }),
    }),
  }),
});

/** The shop refuses the request to `path` (a POST) with this status, code and fields. */
function refuse(path: string, status: number, code: ErrorCode, fields?: Record<string, string>) {
  apiServer.use(http.post(apiPath(path), () => apiError(status, code, { fields })));
}

const openToasts = () => toast.getSnapshot().filter((item) => item.open);

setUpFakeApi();
beforeAll(() => {
  createTestI18n('en');
});
afterEach(() => toast.clear());

describe('error toasts of mutations', () => {
  it('leaves the errors a form shows itself to the form', async () => {
    refuse('auth/login', 401, 'ENTITY_UNAUTHORIZED_ACTION');
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts()).toEqual([]);
  });

  it("still shows the form's other errors", async () => {
    refuse('auth/login', 429, 'UNKNOWN_ERROR');
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Too many requests']);
  });

  it('leaves a refusal of fields the form shows to the form', async () => {
    refuse('auth/login', 400, 'USER_PASSWORD_INCORRECT', { password: 'password_incorrect' });
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts()).toEqual([]);
  });

  it('shows a refusal naming a field the form does not show', async () => {
    refuse('auth/login', 400, 'ENTITY_BAD_REQUEST', {
      password: 'password_too_common',
      email: 'email_invalid',
    });
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Invalid request']);
  });

  it('leaves a lost answer to a form that says so, and only a lost one', async () => {
    apiServer.use(http.post(apiPath('order'), () => HttpResponse.error()));
    await makeStore().dispatch(formApi.endpoints.testOrder.initiate());
    expect(openToasts()).toEqual([]);
    refuse('order', 500, 'UNKNOWN_ERROR');
    await makeStore().dispatch(formApi.endpoints.testOrder.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Server error']);
  });

  it('shows every refusal of a mutation without a form that says any', async () => {
    refuse('contact-us', 401, 'ENTITY_UNAUTHORIZED_ACTION');
    await makeStore().dispatch(formApi.endpoints.testUnexplained.initiate());
    expect(openToasts()).toHaveLength(1);
  });
});
