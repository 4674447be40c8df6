import type { Knex } from 'knex';

const TITLES = [
  'Plain',
  'Comma, then more',
  'Say "hi"',
  'Line one\nline two',
  'Ünïcödé ✓ 日本語 🙂',
  "Quote ' and ; semicolon",
  '<b>&amp;</b>',
];

/**
 * `count` more articles (ids from `firstId`) for the blog schema of blog-schema.ts, with every kind
 * of value an export has to carry: text with commas, quotes, newlines and non-ASCII, nulls,
 * decimals, dates, booleans, uuids, m2o keys, and JSON whose keys vary (every 400th row has a key
 * of its own, so CSV meets new columns on later pages). Inserted in batches of 100.
 */
export async function seedExportArticles(db: Knex, firstId: number, count: number): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + 100); n += 1) {
      const id = firstId + n;
      const day = String((n % 28) + 1).padStart(2, '0');
      rows.push({
        id,
        title: `${TITLES[n % TITLES.length]} #${id}`,
        body: n % 5 === 0 ? null : `Body ${id}, "quoted"\r\nand more`,
        status: n % 3 === 0 ? 'draft' : 'published',
        views: n * 7,
        rating: n % 4 === 0 ? null : (n % 50) / 8,
        price: n % 6 === 0 ? null : `${n % 1000}.${String(n % 100).padStart(2, '0')}`,
        published: n % 2 === 0,
        published_on: n % 7 === 0 ? null : `2024-02-${day}`,
        created_at: `2024-03-${day} 10:${String(n % 60).padStart(2, '0')}:00`,
        data:
          n % 9 === 0
            ? null
            : JSON.stringify(n % 400 === 1 ? { [`k${n}`]: 'only here', n } : { n, tags: ['a', n], nested: { ok: n % 2 === 0 } }),
        ref: n % 10 === 0 ? null : `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        author: n % 4 === 3 ? null : (n % 3) + 1,
      });
    }
    await db('articles').insert(rows);
  }
}

export interface NotificationRow {
  id: number;
  recipient: string;
  sender: string | null;
  subject: string;
  message: string | null;
  collection: string | null;
  item: string | null;
}

/** The first notification to `recipient` with an id above `afterId`, polled until it appears (at most 60 s). */
export async function waitForNotification(db: Knex, recipient: string, afterId: number): Promise<NotificationRow> {
  const started = Date.now();
  for (;;) {
    const row = (await db('directus_notifications').where('recipient', recipient).andWhere('id', '>', afterId).orderBy('id').first()) as
      NotificationRow | undefined;
    if (row) return row;
    if (Date.now() - started > 60_000) throw new Error(`no notification for ${recipient} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The highest notification id so far (0 when there are none): later notifications come after it. */
export async function lastNotificationId(db: Knex): Promise<number> {
  const row = (await db('directus_notifications').max('id as id').first()) as { id: number | string | null } | undefined;
  return Number(row?.id ?? 0);
}
