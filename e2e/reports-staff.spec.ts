import { expect, test, type Page } from '@playwright/test';
import { categoryTags } from '../apps/server/src/db/seedReportTexts';
import { typeDay } from './support/fieldwatch';
import {
  attachFiles,
  chooseLanguage,
  expectImageLoaded,
  languages,
  makeJpeg,
  makePdf,
  signInAs,
  translatorFor,
  uniqueWord,
  type Language,
} from './support/reports';

/** What each run types as the location, and what the form must make of it (converted to 6 decimals). */
const places: Record<Language, { latitude: Dms; longitude: Dms; decimal: [number, number] }> = {
  // Harlesden, London: north and west
  en: { latitude: [51, 31, 42.8, 'N'], longitude: [0, 14, 30.1, 'W'], decimal: [51.528556, -0.241694] },
  // Sydney: south and east
  ar: { latitude: [33, 52, 4.3, 'S'], longitude: [151, 12, 26.6, 'E'], decimal: [-33.867861, 151.207389] },
};
type Dms = [degrees: number, minutes: number, seconds: number, hemisphere: string];

const texts: Record<Language, { title: string; content: string; comment: string; reopen: string }> = {
  en: {
    title: 'Cracked footbridge over the canal',
    content: 'A long crack runs across the deck of the footbridge; people are still crossing it.',
    comment: 'Council engineers informed, photo of the crack from the towpath attached.',
    reopen: 'The crack has widened since this morning.',
  },
  ar: {
    title: 'تشقق في جسر المشاة فوق القناة',
    content: 'شق طويل يمتد عبر سطح جسر المشاة، وما زال الناس يعبرونه.',
    comment: 'تم إبلاغ مهندسي البلدية، مرفقة صورة للشق من ممر القناة.',
    reopen: 'اتسع الشق منذ صباح اليوم.',
  },
};

/** The ISO day of yesterday (UTC): the event date must not be in the future. */
const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

for (const language of languages) {
  test(`a staff member files a report with a photo and DMS coordinates, finds it, triages, closes and reopens it (${language})`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(150_000);
    const t = translatorFor(language);
    const word = uniqueWord('footbridge');
    const text = texts[language];
    const title = `${text.title} ${word}`;
    const place = places[language];
    const tag = categoryTags[2]![language === 'ar' ? 'ar_SA' : 'en_US']!; // Infrastructure
    const photo = await makeJpeg(`crack-${language}.jpg`, { r: 90, g: 120, b: 160 });
    const commentPhoto = await makeJpeg(`towpath-${language}.jpg`, { r: 160, g: 110, b: 60 });
    const pdf = makePdf(`notice-${language}.pdf`, 'Footbridge inspection notice');
    const author = 'northadmin';

    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, author);

    // ---- create: /new-report ----
    await page.getByRole('link', { name: t('reportList.newReport') }).click();
    await expect(page).toHaveURL(/\/new-report$/);
    const form = page.getByRole('form', { name: t('reportForm.titleNew') });
    await expect(form).toBeVisible();
    await form.getByLabel(t('reportForm.title'), { exact: true }).fill(title);
    await form.getByLabel(t('reportForm.description'), { exact: true }).fill(`${text.content} ${word}`);
    await typeDay(page, form.getByRole('group', { name: t('reportForm.day'), exact: true }), yesterday());
    await form.getByLabel(t('reportForm.hour'), { exact: true }).fill('14');
    await form.getByLabel(t('reportForm.minute'), { exact: true }).fill('35');
    await form.getByLabel(t('reportForm.second'), { exact: true }).fill('20');

    // the location in degrees, minutes and seconds with a hemisphere letter
    await form.getByRole('radio', { name: t('coordinates.formatDms') }).check();
    for (const axis of ['latitude', 'longitude'] as const) {
      const [degrees, minutes, seconds, hemisphere] = place[axis];
      const group = form.getByRole('group', { name: t(`coordinates.${axis}`), exact: true });
      await group.getByLabel(t('coordinates.degrees')).fill(String(degrees));
      await group.getByLabel(t('coordinates.minutes')).fill(String(minutes));
      await group.getByLabel(t('coordinates.seconds')).fill(String(seconds));
      await group.getByLabel(t('coordinates.hemisphere')).selectOption(hemisphere);
    }
    const [latitude, longitude] = place.decimal;
    const decimalText = `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
    const dmsText = [place.latitude, place.longitude].map(([d, m, s, h]) => `${d}°${m}'${s}"${h}`).join(' ');
    // the converted decimal, with its 6 decimals, and the DMS read back
    await expect(form.getByRole('definition').getByText(decimalText, { exact: true })).toBeVisible();
    await expect(form.getByRole('definition').getByText(dmsText, { exact: true })).toBeVisible();
    // switching back to decimal shows the numbers the DMS made
    await form.getByRole('radio', { name: t('coordinates.formatDecimal') }).check();
    await expect(form.getByLabel(t('coordinates.latitude'), { exact: true })).toHaveValue(String(latitude));
    await expect(form.getByLabel(t('coordinates.longitude'), { exact: true })).toHaveValue(String(longitude));

    await form.getByRole('checkbox', { name: tag, exact: true }).check();
    await attachFiles(page, form.getByText(t('reportForm.attachFiles'), { exact: true }), [photo]);
    await expect(form.getByRole('list', { name: t('reportForm.chosenFiles') }).getByRole('listitem')).toContainText(
      `crack-${language}.jpg`,
    );

    const save = form.getByRole('button', { name: t('reportForm.save') });
    await expect(save).toBeEnabled();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/organization\/\d+\/report$/.test(new URL(response.url()).pathname),
    );
    // the report page fetches the report as stored
    const fetched = page.waitForResponse(
      (response) => response.request().method() === 'GET' && /^\/api\/report\/\d+$/.test(new URL(response.url()).pathname),
    );
    await save.click();
    const createdReport = ((await (await created).json()) as { data: { id: number } }).data;
    const reportId = createdReport.id;

    // ---- the report page ----
    await expect(page).toHaveURL(new RegExp(`/report/${reportId}$`), { timeout: 20_000 });
    const fetchedReport = await fetched;
    expect(new URL(fetchedReport.url()).pathname).toBe(`/api/report/${reportId}`);
    const stored = (await fetchedReport.json()) as {
      data: { latitude: number; longitude: number; status: string; media: unknown[]; taxonomies: Record<string, unknown> };
    };
    // stored as the 6-decimal conversion of what was typed, published, with its photo and its tag
    expect([stored.data.latitude, stored.data.longitude]).toEqual([latitude, longitude]);
    expect(stored.data.status).toBe('published');
    expect(stored.data.media).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const evidence = page.getByRole('region', { name: t('reportView.evidence') });
    const thumbnail = evidence.getByRole('button', { name: t('reportView.openImage', { name: `crack-${language}.jpg` }) });
    await expect(thumbnail).toBeVisible();
    await expectImageLoaded(thumbnail.locator('img'));
    await expect(page.getByRole('region', { name: t('reportView.categories') })).toContainText(tag);
    await expect(page.getByRole('region', { name: t('reportView.location') })).toContainText(
      `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
    );
    await expect(statusOf(page, t('reportView.status'))).toContainText(t('report.lifecycle.new'));

    // ---- find it again from the dashboard's search ----
    await page.getByRole('link', { name: t('nav.reports') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const search = page.getByRole('combobox', { name: t('search.label') });
    const suggestions = page.getByRole('listbox', { name: t('search.suggestions') });
    await search.fill(word);
    await expect(suggestions.getByRole('option', { name: title })).toBeVisible();
    await expect(suggestions.getByRole('option')).toHaveCount(2); // the report and "see all results"
    await suggestions.getByRole('option', { name: t('search.seeAll', { query: word }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('reportList.searchCount', { count: 1, query: word }) })).toBeVisible();
    const list = page.getByRole('list', { name: t('reportList.label') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText(title);
    // cleared, typed again, and this time the suggestion itself opens the report
    await page.getByRole('button', { name: t('search.clear') }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await search.fill(word);
    await suggestions.getByRole('option', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/report/${reportId}$`));
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    // ---- verify ----
    await page.getByRole('button', { name: t('reportView.verify'), exact: true }).click();
    await expect(statusOf(page, t('reportView.status'))).toContainText(t('report.verified'));
    await expect(page.getByRole('button', { name: t('reportView.unverify'), exact: true })).toBeVisible();

    // ---- assign and set the urgency in the activity modal ----
    await page
      .getByRole('toolbar', { name: t('reportView.toolbar') })
      .getByRole('button', { name: t('reportView.seeActivity') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('reportView.activityTitle') });
    await expect(dialog).toBeVisible();
    const assignee = dialog.getByLabel(t('reportView.assignLabel'));
    await expect(assignee.getByRole('option', { name: 'reader (Rosa Reader)' })).toBeAttached();
    await assignee.selectOption({ label: 'reader (Rosa Reader)' });
    await dialog.getByRole('button', { name: t('reportView.assign'), exact: true }).click();
    await expect(page.getByText(t('reportView.assigned', { username: 'reader' }))).toBeVisible();
    await dialog.getByLabel(t('reportView.urgencyLabel')).selectOption({ label: t('report.urgency.critical') });
    await dialog.getByRole('button', { name: t('reportView.setUrgency') }).click();
    await expect(page.getByText(t('reportView.urgencySet', { urgency: t('report.urgency.critical') }))).toBeVisible();
    // the modal's own feed already shows the two changes
    await expect(dialog.getByText(t('activity.assigned', { author, assignee: 'reader' }), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: t('common.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('note').filter({ hasText: t('reportView.urgencyBanner', { urgency: t('report.urgency.critical') }) }),
    ).toBeVisible();
    await expect(statusOf(page, t('reportView.assignee'))).toHaveText('reader');

    // ---- comment with attachments ----
    const commentForm = page.getByRole('form', { name: t('comment.title') });
    const post = commentForm.getByRole('button', { name: t('comment.submit') });
    await expect(post).toBeDisabled();
    await commentForm.getByLabel(t('comment.label'), { exact: true }).fill(text.comment);
    await attachFiles(page, commentForm.getByText(t('reportForm.attachFiles'), { exact: true }), [commentPhoto, pdf]);
    await expect(commentForm.getByRole('list', { name: t('reportForm.chosenFiles') }).getByRole('listitem')).toHaveCount(2);
    await post.click();
    await expect(page.getByText(t('comment.created'))).toBeVisible();
    await expect(commentForm.getByLabel(t('comment.label'), { exact: true })).toHaveValue('');

    const feed = page.getByRole('region', { name: t('activity.title'), exact: true });
    const reply = feed.getByRole('listitem').filter({ hasText: text.comment });
    await expect(reply).toContainText(t('activity.reply', { author }));
    const replyImage = reply.getByRole('button', { name: t('reportView.openImage', { name: `towpath-${language}.jpg` }) });
    await expect(replyImage).toBeVisible();
    await expectImageLoaded(replyImage.locator('img'));
    const replyPdf = reply.getByRole('link', { name: new RegExp(`notice-${language}\\.pdf`) });
    await expect(replyPdf).toBeVisible();
    const pdfAnswer = await page.request.get((await replyPdf.getAttribute('href'))!);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
    // every change so far, in words, with the assignee by username
    for (const sentence of [
      t('activity.verify', { author }),
      t('activity.assigned', { author, assignee: 'reader' }),
      t('activity.urgency', { author, from: t('report.urgency.none'), to: t('report.urgency.critical') }),
      t('activity.lifecycle', { author, from: t('report.lifecycle.new'), to: t('report.lifecycle.started') }),
      t('activity.created', { author }),
    ]) {
      await expect(feed.getByText(sentence, { exact: true })).toBeVisible();
    }
    await expect(statusOf(page, t('reportView.status'))).toContainText(t('report.lifecycle.started'));

    // ---- close, with confirmation ----
    await page.getByRole('button', { name: t('reportView.close'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: t('reportView.closeTitle') });
    await expect(confirm).toContainText(t('reportView.closeBody'));
    await confirm.getByRole('button', { name: t('reportView.closeConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(statusOf(page, t('reportView.status'))).toContainText(t('report.lifecycle.closed'));
    for (const hidden of ['reportView.verify', 'reportView.unverify', 'reportView.edit', 'reportView.close'] as const) {
      await expect(page.getByRole('button', { name: t(hidden), exact: true })).toHaveCount(0);
    }
    // a closed report has no urgency banner, and the modal offers no assignment or urgency any more
    await expect(
      page.getByRole('note').filter({ hasText: t('reportView.urgencyBanner', { urgency: t('report.urgency.critical') }) }),
    ).toHaveCount(0);
    await expect(feed.getByText(t('activity.closed', { author }), { exact: true })).toBeVisible();
    await page
      .getByRole('toolbar', { name: t('reportView.toolbar') })
      .getByRole('button', { name: t('reportView.seeActivity') })
      .click();
    await expect(dialog.getByText(t('activity.closed', { author }), { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(t('reportView.assignLabel'))).toHaveCount(0);
    await expect(dialog.getByLabel(t('reportView.urgencyLabel'))).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // ---- a new comment reopens it ----
    await expect(commentForm.getByRole('note')).toHaveText(t('validation.reportWillReopen'));
    await commentForm.getByLabel(t('comment.label'), { exact: true }).fill(text.reopen);
    await commentForm.getByRole('button', { name: t('comment.submit') }).click();
    await expect(feed.getByRole('listitem').filter({ hasText: text.reopen })).toContainText(t('activity.reply', { author }));
    await expect(
      feed.getByText(t('activity.reopenedByComment', { author, from: t('report.lifecycle.closed'), to: t('report.lifecycle.started') }), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(statusOf(page, t('reportView.status'))).toContainText(t('report.lifecycle.started'));
    await expect(page.getByRole('button', { name: t('reportView.close'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('reportView.edit'), exact: true })).toBeVisible();
    await expect(commentForm.getByRole('note')).toHaveCount(0);
  });
}

/** The value beside a term of the report's summary (a `<dt>`/`<dd>` pair). */
function statusOf(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}
