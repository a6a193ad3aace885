import { DATA_VERSION_ROUTE, type DataVersion, type UserList } from '@vinkompassen/shared-contracts/schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_STAMP_TTL_MS } from '@/features/catalog-read-model';
import { describeEachDb } from '@/testing/app';
import { createImportedTestApp, sqlRows, type ImportedContext } from '@/testing/import-fixtures';
import { request } from '@/testing/request';
import { registerUser, type TestUser } from '@/testing/users';

describeEachDb('GET /api/v1/data-version/', (kind) => {
  let ctx: ImportedContext;
  let owner: TestUser;
  let wines: number[];
  const version = async () => {
    const res = await request<DataVersion>(ctx.app, { method: 'GET', url: DATA_VERSION_ROUTE });
    expect(res.status).toBe(200);
    return res.body;
  };
  const call = <T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => request<T>(ctx.app, { method, url, headers: owner.headers, body });

  beforeAll(async () => {
    ctx = await createImportedTestApp(kind);
    owner = await registerUser(ctx.app, { name: 'Listägare' });
    wines = (await sqlRows<{ id: number }>(ctx, 'select id from products order by id limit 2')).map((r) => Number(r.id));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the lists version moves with every edit of a list, the catalog version does not', async () => {
    const steps: [string, () => Promise<{ status: number }>][] = [];
    let list: UserList | undefined;
    steps.push([
      'made',
      async () => {
        const res = await call<UserList>('POST', '/api/v1/user-lists/', { name: 'Sommarviner' });
        list = res.body;
        return res;
      },
    ]);
    steps.push(['wine added', () => call('POST', `/api/v1/user-lists/${list!.id}/add-product/`, { product: wines[0] })]);
    steps.push(['another added', () => call('POST', `/api/v1/user-lists/${list!.id}/add-product/`, { product: wines[1] })]);
    steps.push(['wine taken out', () => call('DELETE', `/api/v1/user-lists/${list!.id}/remove-product/`, { product: wines[0] })]);
    steps.push(['renamed', () => call('PATCH', `/api/v1/user-lists/${list!.id}`, { name: 'Höstviner' })]);
    steps.push(['deleted', () => call('DELETE', `/api/v1/user-lists/${list!.id}`)]);
    for (const [what, step] of steps) {
      const before = await version();
      expect((await step()).status, what).toBeLessThan(300);
      // Two edits within one timestamp tick must still differ: the counts move too.
      const after = await version();
      expect(after.lists, what).not.toBe(before.lists);
      expect(after.catalog, what).toBe(before.catalog);
    }
  });

  it('the catalog version moves when an import finishes', async () => {
    const before = await version();
    await sqlRows(ctx, `insert into import_runs (files, finished_at) values ('[]'::jsonb, now())`);
    await sleep(IMPORT_STAMP_TTL_MS + 50);
    const after = await version();
    expect(after.catalog).not.toBe(before.catalog);
    expect(after.lists).toBe(before.lists);
  });
});
