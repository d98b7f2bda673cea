import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { register, registration } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  after(() => t.close());

  it('keeps the query of a failed request, never the values a person sent', async () => {
    // A registration whose insert fails: the table has lost a column it writes.
    await t.db.execute(sql`alter table users rename column last_name to last_name_gone`);
    const form = registration({ firstName: 'Zofia', lastName: 'Przybylska-Nowak' });
    const response = await register(t, form);
    assert.equal(response.statusCode, 500);

    const log = lines.join('');
    assert.match(log, /request failed/);
    assert.ok(log.includes('Failed query: insert into'), 'the failed query is not in the log');
    assert.ok(!log.includes(form.email), 'the email reached the log');
    assert.ok(!log.includes('$argon2'), 'a password hash reached the log');
    assert.ok(!log.includes('Przybylska-Nowak'), 'a name reached the log');
    await t.db.execute(sql`alter table users rename column last_name_gone to last_name`);
  });
});
