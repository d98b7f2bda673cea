import { can } from '@storefront/shared/admin';
import {
  type Language,
  type OrderPage,
  type OrderTracking,
  type Role,
} from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { isUuid } from '../../ids';
import { latestOrder, orderById, orderByNumber, pageOfOrdersOf, type OrderRow } from './repository';
import { toOrders, toTracking } from './view';

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'No such order');

/** An order by id; 404 ORDER_NOT_FOUND for an unknown id, also one that is not a uuid at all. */
export async function findOrder(db: Database, id: string): Promise<OrderRow> {
  if (!isUuid(id)) throw orderNotFound();
  const row = await orderById(db, id);
  if (!row) throw orderNotFound();
  return row;
}

/**
 * The order a staff member shows something with (an email template's preview): the one of that
 * number, else the newest; 404 ORDER_NOT_FOUND when there is none.
 */
export async function findOrderToShow(db: Database, number?: number): Promise<OrderRow> {
  const row = number === undefined ? await latestOrder(db) : await orderByNumber(db, number);
  if (!row) throw orderNotFound();
  return row;
}

/**
 * An order its owner or staff may read; to anyone else it does not exist (404, the same answer
 * as an unknown id, so ids cannot be probed).
 */
export async function findReadableOrder(
  db: Database,
  id: string,
  user: { id: string; role: Role },
): Promise<OrderRow> {
  const row = await findOrder(db, id);
  const staff = can(user.role, 'orders.read');
  if (!staff && row.userId !== user.id) throw orderNotFound();
  return row;
}

/** A customer's orders, newest first, a page at a time. */
export async function listOrdersOf(
  db: Database,
  userId: string,
  query: { page: number; limit: number; lang?: Language },
): Promise<OrderPage> {
  const { rows, total: totalCount } = await pageOfOrdersOf(db, userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    items: await toOrders(db, rows, query.lang),
    total: totalCount,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(totalCount / query.limit),
  };
}

const MAX_ORDER_NUMBER = 2_147_483_647;

/** At least this many digits make a phone number worth comparing. */
export const MIN_PHONE_DIGITS = 6;

/** True when the contact typed is the order's email (any case) or phone (digits alone). */
export function contactMatches(row: Pick<OrderRow, 'email' | 'phoneDigits'>, contact: string) {
  const typed = contact.trim();
  if (typed.includes('@')) return typed.toLowerCase() === row.email.toLowerCase();
  const digits = typed.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS && digits === row.phoneDigits;
}

/**
 * Order tracking by number and contact. A wrong contact and an unknown number get the same 404,
 * so the answer tells nothing about which orders exist.
 */
export async function trackOrder(
  db: Database,
  typedNumber: string,
  contact: string,
  lang?: Language,
): Promise<OrderTracking> {
  // Order numbers are positive 32-bit integers; "#1042" and " 1042 " are read as 1042.
  const digits = /^#?(\d{1,10})$/.exec(typedNumber.trim())?.[1];
  const number = Number(digits);
  const valid = digits !== undefined && number > 0 && number <= MAX_ORDER_NUMBER;
  const row = valid ? await orderByNumber(db, number) : undefined;
  if (!row || !contactMatches(row, contact)) throw orderNotFound();
  return toTracking(db, row, lang);
}
