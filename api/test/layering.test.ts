import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

/*
 * The API's layers are kept by the repository's lint configuration: these lint small samples as
 * if they were files of the API, so a rule that stopped firing (a moved folder, a pattern that no
 * longer matches) fails here rather than letting SQL back into a route.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The layering errors of `code` linted as the file `file` (relative to the repository). */
async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const uses = (...names: string[]) => `\nexport const used = [${names.join(', ')}];\n`;

describe('the API layers (lint)', () => {
  const route = 'api/src/routes/catalog/sample.ts';

  it('refuses a route importing Drizzle, the schema, the database client or a repository', async () => {
    const imports = [
      `import { eq } from 'drizzle-orm';`,
      `import { products } from '../../db/schema';`,
      `import { openPglite } from '../../db/client';`,
      `import { selectCards } from '../../services/catalog/repository/cards';`,
      `import { insertMessage } from '../../services/contact/repository';`,
    ];
    for (const line of imports) {
      const errors = await layeringErrors(route, line + uses('0'));
      assert.equal(errors.length, 1, `${line} is refused`);
      assert.match(errors[0]!, /calls its resource's service/);
    }
  });

  it('keeps the schemas out of the routes', async () => {
    const errors = await layeringErrors(route, `import { z } from 'zod';` + uses('z'));
    assert.match(errors[0] ?? '', /api\/src\/schemas/);
  });

  it("lets a route import its resource's service and the schemas", async () => {
    const code = [
      `import { listBrands } from '../../services/catalog/catalog';`,
      `import { brandList } from '../../schemas/catalog';`,
    ].join('\n');
    assert.deepEqual(await layeringErrors(route, code + uses('listBrands', 'brandList')), []);
  });

  it("keeps SQL in a service's repository, and each repository to its own resource", async () => {
    const service = 'api/src/services/orders/sample.ts';
    const sql = `import { eq } from 'drizzle-orm';` + uses('eq');
    assert.equal((await layeringErrors(service, sql)).length, 1, 'a service building SQL');
    assert.deepEqual(
      await layeringErrors('api/src/services/orders/repository/sample.ts', sql),
      [],
      'its repository may',
    );
    const typeOnly = `import type { orders } from '../../db/schema';\nexport type Row = typeof orders.$inferSelect;\n`;
    assert.deepEqual(await layeringErrors(service, typeOnly), [], "a table's types may pass");
    const other = `import { storeRow } from '../store/repository';` + uses('storeRow');
    assert.match((await layeringErrors(service, other))[0] ?? '', /Another resource's repository/);
    const own = `import { findOrder } from './repository';` + uses('findOrder');
    assert.deepEqual(await layeringErrors(service, own), []);
  });
});
