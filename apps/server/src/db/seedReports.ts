/**
 * Demo reports for a new development database: tag groups of every type in the seven locales,
 * ~500 reports around the default map center over both organizations, in every state,
 * with the activity, comments and folders that state implies. Deterministic (seeded PRNG); written in
 * a few multi-row inserts so that the whole seed stays well under a second on PGlite.
 */
import { Readable } from 'node:stream';
import { limits } from '@fieldwatch/core';
import sharp from 'sharp';
import { ingestUpload, type MediaContext } from '../media/index.js';
import type { Database } from './connect.js';
import { findCreatedEntry } from './queries/activity.js';
import { insertMedia } from './queries/media.js';
import { activity, comments, folderReports, folders, reportTags, reportTagTexts, reports, tagGroups, tags } from './schema.js';
import { areas, categoryTags, commentTexts, englishStories, otherStories, sourceTags, streets, t } from './seedReportTexts.js';

export interface DemoPeople {
  organizations: { north: number; south: number };
  users: { admin: number; northadmin: number; southadmin: number; reader: number; mobile: number };
}

/** mulberry32: tiny, fast, and the same sequence on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    between: (min: number, max: number) => min + next() * (max - min),
  };
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const reportCount = 520;

type Organization = keyof DemoPeople['organizations'];

/** Inserts rows in chunks (PostgreSQL takes at most 65,535 parameters per statement). */
async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** A drawn "photo" (sky, ground, a building, the sun), so that galleries and popups have something to show. */
function demoPhoto(random: ReturnType<typeof prng>): Promise<Buffer> {
  const hue = Math.floor(random.between(0, 360));
  const x = Math.floor(random.between(80, 600));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="380" fill="hsl(${hue}, 55%, 72%)"/>
    <rect y="380" width="800" height="220" fill="hsl(${(hue + 90) % 360}, 35%, 40%)"/>
    <circle cx="${680 - x / 4}" cy="110" r="55" fill="#f6d55c"/>
    <rect x="${x}" y="230" width="180" height="150" fill="#8c564b"/>
    <polygon points="${x - 20},230 ${x + 90},160 ${x + 200},230" fill="#7f3f2f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Photos on a few reports, through the media module like any upload (first start only). */
async function seedDemoMedia(
  db: Database,
  media: MediaContext,
  reportIds: readonly number[],
  authors: readonly (number | null)[],
): Promise<void> {
  const random = prng(7);
  for (let i = 0; i < reportIds.length; i += 65) {
    const reportId = reportIds[i]!;
    const stored = await ingestUpload(media, {
      filename: `scene-${i}.jpg`,
      mimetype: 'image/jpeg',
      stream: Readable.from([await demoPhoto(random)]),
    });
    await insertMedia(db, {
      ...stored,
      reportId,
      commentId: null,
      // uploaded with the report: they belong to its `created` entry (docs/reports.md)
      activityId: (await findCreatedEntry(db, reportId)) ?? null,
      uploaderId: authors[i] ?? null,
      createdAt: media.now(),
    });
  }
}

/** `media`: where the demo photos go; without it (tests) the reports have no media. */
export async function seedDemoReports(db: Database, people: DemoPeople, media?: MediaContext): Promise<void> {
  const now = media?.now() ?? new Date();
  const random = prng(20240611);
  const { users: u } = people;

  const groupRows = await db
    .insert(tagGroups)
    .values([
      {
        type: 'multi',
        translations: t('Category', 'Catégorie', 'Categoría', 'Categoria', 'வகை', '类别', 'الفئة'),
        prompt: t(
          'What is it about?',
          'De quoi s’agit-il ?',
          '¿De qué se trata?',
          'Do que se trata?',
          'இது எதைப் பற்றியது?',
          '这是关于什么的？',
          'ما موضوعه؟',
        ),
      },
      {
        type: 'single',
        translations: t('Source', 'Source', 'Fuente', 'Fonte', 'மூலம்', '来源', 'المصدر'),
        prompt: t(
          'How do you know?',
          'Comment le savez-vous ?',
          '¿Cómo lo sabe?',
          'Como sabe?',
          'உங்களுக்கு எப்படித் தெரியும்?',
          '您是如何得知的？',
          'كيف عرفت؟',
        ),
      },
      {
        type: 'text',
        translations: t('Notes', 'Notes', 'Notas', 'Notas', 'குறிப்புகள்', '备注', 'ملاحظات'),
        prompt: t('Anything else?', 'Autre chose ?', '¿Algo más?', 'Mais alguma coisa?', 'வேறு ஏதாவது?', '还有其他吗？', 'هل من شيء آخر؟'),
      },
      {
        type: 'single',
        translations: t('District', 'Quartier', 'Distrito', 'Bairro', 'மாவட்டம்', '区域', 'الحي'),
        prompt: t(
          'Where exactly?',
          'Où exactement ?',
          '¿Dónde exactamente?',
          'Onde exatamente?',
          'சரியாக எங்கே?',
          '具体在哪里？',
          'أين بالضبط؟',
        ),
      },
    ])
    .returning({ id: tagGroups.id });
  const [category, source, notes, district] = groupRows.map((row) => row.id) as [number, number, number, number];

  const districtTags = (organization: Organization) =>
    areas[organization].map((area) => ({
      groupId: district,
      organizationId: people.organizations[organization],
      translations: t(area, area, area, area, area, area, area),
    }));
  const tagRows = await db
    .insert(tags)
    .values([
      ...categoryTags.map((translations) => ({ groupId: category, organizationId: null, translations })),
      ...sourceTags.map((translations) => ({ groupId: source, organizationId: null, translations })),
      // a text group holds exactly one tag: its label
      { groupId: notes, organizationId: null, translations: t('Notes', 'Notes', 'Notas', 'Notas', 'குறிப்புகள்', '备注', 'ملاحظات') },
      ...districtTags('north'),
      ...districtTags('south'),
    ])
    .returning({ id: tags.id });
  const tagIds = tagRows.map((row) => row.id);
  const categoryIds = tagIds.slice(0, categoryTags.length);
  const sourceIds = tagIds.slice(categoryTags.length, categoryTags.length + sourceTags.length);
  const districtStart = categoryTags.length + sourceTags.length + 1;
  const districtIds = {
    north: tagIds.slice(districtStart, districtStart + areas.north.length),
    south: tagIds.slice(districtStart + areas.north.length),
  };

  const editors = { north: [u.northadmin, u.admin], south: [u.southadmin, u.admin] };
  const assignees = { north: [u.northadmin, u.reader], south: [u.southadmin] };
  const authors = { north: [u.mobile, u.mobile, u.northadmin, u.admin], south: [u.southadmin, u.admin] };
  const center = { latitude: limits.mapDefaultLatitude, longitude: limits.mapDefaultLongitude };
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

  interface Planned {
    organization: Organization;
    report: typeof reports.$inferInsert;
    tagIds: number[];
    note: string | null;
    /** activity after `created`, in order */
    history: { event: string; data: Record<string, unknown>; authorId: number; at: Date }[];
    comments: { authorId: number; content: string; at: Date }[];
  }

  const planned: Planned[] = [];
  for (let index = 0; index < reportCount; index += 1) {
    const organization: Organization = index % 5 < 3 ? 'north' : 'south';
    const place = random.pick(areas[organization]);
    const street = random.pick(streets);
    const story = random.chance(0.12) ? random.pick(otherStories) : random.pick(englishStories);
    const authorId = random.pick(authors[organization]);
    const editor = random.pick(editors[organization]);
    // spread over the last 180 days, the newest a few hours ago (an event date is never in the future)
    const eventDate = new Date(now.getTime() - 3 * hourMs - random.between(0, 180) * dayMs);
    const createdAt = new Date(eventDate.getTime() + random.between(0.2, 2) * hourMs);
    let at = createdAt;
    // each step a little later than the one before, but never after `now`
    const later = () => {
      at = new Date(Math.min(now.getTime() - 60_000, at.getTime() + random.between(0.5, 30) * hourMs));
      return at;
    };

    const roll = random.next();
    const lifecycle = roll < 0.35 ? 'new' : roll < 0.75 ? 'started' : 'closed';
    const history: Planned['history'] = [];
    const planComments: Planned['comments'] = [];
    let verified = false;
    let visibility: 'public' | 'private' = 'private';
    let urgency: string | null = null;
    let assigneeId: number | null = null;

    if (lifecycle !== 'new') {
      history.push({ event: 'lifecycle', data: { from: 'new', to: 'started' }, authorId: editor, at: later() });
      if (random.chance(0.55)) {
        verified = true;
        history.push({ event: 'verify', data: {}, authorId: editor, at: later() });
      }
      if (random.chance(0.5)) {
        visibility = 'public';
        history.push({ event: 'visibility', data: { from: 'private', to: 'public' }, authorId: editor, at: later() });
      }
      if (random.chance(0.55)) {
        urgency = random.pick(['minor', 'moderate', 'critical']);
        history.push({ event: 'urgency', data: { from: null, to: urgency }, authorId: editor, at: later() });
      }
      if (random.chance(0.4)) {
        assigneeId = random.pick(assignees[organization]);
        // usernames are filled in below, once the ids are known to map to names
        history.push({ event: 'edit_assignee', data: { from: null, to: assigneeId }, authorId: editor, at: later() });
      }
      const commentCount = random.chance(0.45) ? 1 + Math.floor(random.next() * 3) : 0;
      for (let c = 0; c < commentCount; c += 1) planComments.push({ authorId: editor, content: random.pick(commentTexts), at: later() });
      if (lifecycle === 'closed')
        history.push({ event: 'lifecycle', data: { from: 'started', to: 'closed' }, authorId: editor, at: later() });
    } else if (random.chance(0.25)) {
      // some reports are public from the start (published by an editor who made them public at once)
      visibility = 'public';
    }

    const reportTagIds = [...new Set([categoryIds[story.category]!, ...(random.chance(0.3) ? [random.pick(categoryIds)] : [])])];
    if (random.chance(0.7)) reportTagIds.push(random.pick(sourceIds));
    if (random.chance(0.6)) reportTagIds.push(random.pick(districtIds[organization]));

    planned.push({
      organization,
      report: {
        organizationId: people.organizations[organization],
        authorId,
        title: story.title(place, street).slice(0, limits.reportTitleMax),
        content: story.content(place, street),
        latitude: round6(center.latitude + (random.next() + random.next() - 1) * 0.03),
        longitude: round6(center.longitude + (random.next() + random.next() - 1) * 0.05),
        eventDate,
        createdAt,
        updatedAt: at,
        source: random.chance(0.7) ? 'mobile' : 'web',
        status: 'published',
        // `new` until an editor opens it; most handled reports have been opened
        isNew: lifecycle === 'new' ? random.chance(0.8) : random.chance(0.05),
        lifecycle,
        urgency,
        verified,
        visibility,
        assigneeId,
      },
      tagIds: reportTagIds,
      note: random.chance(0.15)
        ? `Follow up with ${random.pick(['the council', 'the residents association', 'the clinic', 'local police'])}.`
        : null,
      history,
      comments: planComments,
    });
  }

  const reportIds: number[] = [];
  await insertInChunks(planned, 260, async (chunk) => {
    const rows = await db
      .insert(reports)
      .values(chunk.map((plan) => plan.report))
      .returning({ id: reports.id });
    reportIds.push(...rows.map((row) => row.id));
  });

  const usernames = new Map<number, string>([
    [u.admin, 'admin'],
    [u.northadmin, 'northadmin'],
    [u.southadmin, 'southadmin'],
    [u.reader, 'reader'],
    [u.mobile, 'mobile'],
  ]);
  const userRef = (id: number) => ({ id, username: usernames.get(id)! });

  await db.insert(reportTags).values(planned.flatMap((plan, i) => plan.tagIds.map((tagId) => ({ reportId: reportIds[i]!, tagId }))));
  const noteRows = planned.flatMap((plan, i) => (plan.note ? [{ reportId: reportIds[i]!, groupId: notes, value: plan.note }] : []));
  if (noteRows.length > 0) await db.insert(reportTagTexts).values(noteRows);

  const commentPlans = planned.flatMap((plan, i) => plan.comments.map((comment) => ({ reportId: reportIds[i]!, ...comment })));
  const commentIds = (
    await db
      .insert(comments)
      .values(
        commentPlans.map((c) => ({
          reportId: c.reportId,
          authorId: c.authorId,
          content: c.content,
          status: 'published',
          createdAt: c.at,
          postedAt: c.at,
        })),
      )
      .returning({ id: comments.id })
  ).map((row) => row.id);

  type ActivityRow = typeof activity.$inferInsert;
  const activityRows: ActivityRow[] = [];
  planned.forEach((plan, i) => {
    const reportId = reportIds[i]!;
    activityRows.push({ reportId, event: 'created', data: {}, authorId: plan.report.authorId ?? null, createdAt: plan.report.createdAt! });
    for (const step of plan.history) {
      const data = step.event === 'edit_assignee' ? { from: null, to: userRef(step.data.to as number) } : step.data;
      activityRows.push({ reportId, event: step.event, data, authorId: step.authorId, createdAt: step.at });
    }
  });
  commentPlans.forEach((comment, i) => {
    activityRows.push({
      reportId: comment.reportId,
      event: 'reply',
      data: { comment_id: commentIds[i]!, content: comment.content },
      authorId: comment.authorId,
      createdAt: comment.at,
    });
  });
  // ids follow time, as they do for entries written live (the feed breaks ties by id)
  activityRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await insertInChunks(activityRows, 1000, (chunk) => db.insert(activity).values(chunk));

  const folderRows = await db
    .insert(folders)
    .values([
      { organizationId: people.organizations.north, name: 'Follow-up', colour: '#1f77b4' },
      { organizationId: people.organizations.north, name: 'Press briefing', colour: '#d62728' },
      { organizationId: people.organizations.south, name: 'Legal review', colour: '#2ca02c' },
    ])
    .returning({ id: folders.id });
  const fileable = (organization: Organization) => reportIds.filter((_, i) => planned[i]!.organization === organization);
  const links = [
    ...fileable('north')
      .filter(() => random.chance(0.06))
      .map((reportId) => ({ folderId: folderRows[0]!.id, reportId })),
    ...fileable('north')
      .filter(() => random.chance(0.04))
      .map((reportId) => ({ folderId: folderRows[1]!.id, reportId })),
    ...fileable('south')
      .filter(() => random.chance(0.08))
      .map((reportId) => ({ folderId: folderRows[2]!.id, reportId })),
  ];
  if (links.length > 0) await db.insert(folderReports).values(links);
  if (media) {
    await seedDemoMedia(
      db,
      media,
      reportIds,
      planned.map((plan) => plan.report.authorId ?? null),
    );
  }
}
