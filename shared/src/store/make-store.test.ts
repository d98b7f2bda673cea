import { baseApi } from '../api/base-api';
import { createTestI18n } from '../testing';
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

function refuse(status: number, code: string, fields?: Record<string, string>) {
  jest.spyOn(window, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ statusCode: status, code, message: code, fields }), {
      status,
    }),
  );
}

const openToasts = () => toast.getSnapshot().filter((item) => item.open);

beforeAll(() => {
  createTestI18n('en');
});
afterEach(() => {
  toast.clear();
  jest.restoreAllMocks();
});

describe('error toasts of mutations', () => {
  it('leaves the errors a form shows itself to the form', async () => {
    refuse(401, 'ENTITY_UNAUTHORIZED_ACTION');
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts()).toEqual([]);
  });

  it("still shows the form's other errors", async () => {
    refuse(429, 'UNKNOWN_ERROR');
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Too many requests']);
  });

  it('leaves a refusal of fields the form shows to the form', async () => {
    refuse(400, 'USER_PASSWORD_INCORRECT', { password: 'password_incorrect' });
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts()).toEqual([]);
  });

  it('shows a refusal naming a field the form does not show', async () => {
    refuse(400, 'ENTITY_BAD_REQUEST', { password: 'password_too_common', email: 'email_invalid' });
    await makeStore().dispatch(formApi.endpoints.testSignIn.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Invalid request']);
  });

  it('leaves a lost answer to a form that says so, and only a lost one', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await makeStore().dispatch(formApi.endpoints.testOrder.initiate());
    expect(openToasts()).toEqual([]);
    refuse(500, 'UNKNOWN_ERROR');
    await makeStore().dispatch(formApi.endpoints.testOrder.initiate());
    expect(openToasts().map((item) => item.title)).toEqual(['Server error']);
  });

  it('shows every refusal of a mutation without a form that says any', async () => {
    refuse(401, 'ENTITY_UNAUTHORIZED_ACTION');
    await makeStore().dispatch(formApi.endpoints.testUnexplained.initiate());
    expect(openToasts()).toHaveLength(1);
  });
});
