/**
 * Demo stories for a new development database, made from the demo reports: a published story of Field
 * Team North telling three of its public reports between text blocks, an unpublished draft that also
 * holds a private report (staff see it, the public story would leave it out), and one of Field Team
 * South, so the stories screens and the public story page show something after `npm start`.
 */
import { and, desc, eq } from 'drizzle-orm';
import { storyColours } from '../services/stories.js';
import type { Database } from './connect.js';
import type { DemoPeople } from './seedReports.js';
import { reports, stories, type StoredStoryBlock } from './schema.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The newest published reports of an organization with that visibility. */
async function newestReports(db: Database, organizationId: number, visibility: 'public' | 'private', count: number) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.status, 'published'), eq(reports.visibility, visibility)))
    .orderBy(desc(reports.eventDate), desc(reports.id))
    .limit(count);
  return rows.map((row) => row.id);
}

const text = (id: string, textInput: string): StoredStoryBlock => ({ id, type: 'text', textInput });
const report = (id: string, reportId: number): StoredStoryBlock => ({ id, type: 'report', reportId });

export async function seedDemoStories(db: Database, people: DemoPeople, now: Date): Promise<void> {
  const { organizations: o, users: u } = people;
  const [first, second, third] = await newestReports(db, o.north, 'public', 3);
  const [hidden] = await newestReports(db, o.north, 'private', 1);
  const [south] = await newestReports(db, o.south, 'public', 1);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs);

  const published: StoredStoryBlock[] = [
    text(
      'intro',
      'After three days of heavy rain, monitors of Field Team North walked the canal side and the estate roads. ' +
        'These are the reports they sent, in the order they met them.',
    ),
    ...(first === undefined ? [] : [report('first', first)]),
    text('between', 'Further along the canal, residents pointed the team to two more places that needed attention.'),
    ...(second === undefined ? [] : [report('second', second)]),
    ...(third === undefined ? [] : [report('third', third)]),
    text('outro', 'The council has been sent every report above. We will publish its answers here as they come.'),
  ];
  const draft: StoredStoryBlock[] = [
    text('draft-intro', 'Notes for the monthly summary: to be checked with the team before it goes out.'),
    ...(hidden === undefined ? [] : [report('draft-report', hidden)]),
  ];
  await db.insert(stories).values([
    {
      organizationId: o.north,
      authorId: u.northadmin,
      title: 'Flood watch along the canal',
      subtitle: 'What the team found after the March rains',
      published: true,
      colour: storyColours[0],
      body: published,
      createdAt: at(6),
      updatedAt: at(2),
    },
    {
      organizationId: o.north,
      authorId: u.admin,
      title: 'Monthly summary (draft)',
      subtitle: 'Not published yet: staff only',
      published: false,
      colour: storyColours[3],
      body: draft,
      createdAt: at(1),
      updatedAt: at(1),
    },
    {
      organizationId: o.south,
      authorId: u.southadmin,
      title: 'Market day safety walk',
      subtitle: 'Field Team South on the high street',
      published: true,
      colour: storyColours[1],
      body: [
        text('south-intro', 'A walk through the Saturday market with the traders who asked for it.'),
        ...(south === undefined ? [] : [report('south-report', south)]),
      ],
      createdAt: at(4),
      updatedAt: at(4),
    },
  ]);
}
