import { http, HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../api/base-api';
import type { ApiErrorBody, ErrorCode } from '../../contracts/errors';
import type { OrderPage } from '../../contracts/order';
import type { ProductSummary } from '../../contracts/catalog';
import type { PublicStore } from '../../contracts/store';
import type { CustomerPromoCode, SavedAddress, User } from '../../contracts/user';
import { permissionsOf, type StaffSession } from '../../admin';
import { TEST_STORE, testUser } from '../test-data';

/** The back office's session of a staff member of a role (Ada, the owner, by default). */
export function testStaffSession(role: StaffSession['role'] = 'OWNER'): StaffSession {
  const user = testUser();
  return {
    user: { id: user._id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    role,
    permissions: permissionsOf(role),
    preferences: {},
  };
}

/** The handler pattern of an API path (`'auth/login'`, `'user/favorites/:id'`) on any origin. */
export const apiPath = (path: string) => `*${API_BASE_PATH}/${path}`;

/** The body of a refusal: a refused field's reason comes under `fields`. */
export type ApiRefusal = ApiErrorBody & { fields?: Record<string, string> };

/** The answer the API gives when it refuses a request: its status and its error body. */
export function apiError(
  status: number,
  code: ErrorCode,
  extra: Partial<ApiRefusal> = {},
): HttpResponse<ApiRefusal> {
  return HttpResponse.json({ statusCode: status, code, message: code, ...extra }, { status });
}

/**
 * The API as a test starts with it: the test shop, Ada signed in, with no orders, promo codes,
 * favorites or saved addresses yet. A test changes what it needs with `apiServer.use(...)`.
 */
export const defaultHandlers = [
  http.get<never, never, PublicStore>(apiPath('store'), () => HttpResponse.json(TEST_STORE)),
  http.get<never, never, User>(apiPath('auth/me'), () => HttpResponse.json(testUser())),
  http.post(apiPath('auth/logout'), () => new HttpResponse(null, { status: 204 })),
  http.get<never, never, User>(apiPath('user/personal-data'), () => HttpResponse.json(testUser())),
  http.get<never, never, OrderPage>(apiPath('order'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 20);
    return HttpResponse.json({ items: [], total: 0, page, limit, pages: 0 });
  }),
  http.get<never, never, CustomerPromoCode[]>(apiPath('promo-code'), () => HttpResponse.json([])),
  http.get<never, never, ProductSummary[]>(apiPath('user/favorites'), () => HttpResponse.json([])),
  http.get<never, never, SavedAddress[]>(apiPath('user/addresses'), () => HttpResponse.json([])),
  http.get<never, never, StaffSession>(apiPath('admin/session'), () =>
    HttpResponse.json(testStaffSession()),
  ),
];
