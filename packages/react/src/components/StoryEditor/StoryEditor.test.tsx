import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Story } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { makeReport } from '@fieldwatch/testing/reportFixtures';
import { makeImage, makeStory, storedStory, storyReportOf } from '@fieldwatch/testing/storyEditorFixtures';
import { renderReportScreen } from '../../../test/renderReportDetail.js';
import { StoryEditor, type StoryEditorProps } from './StoryEditor.js';

const flood = makeReport(11, { title: 'Flooded market road', media: [makeImage(501)] });
const bridge = makeReport(12, { title: 'Bridge closed at Kisumu' });
const sideList = [flood, bridge];

/**
 * happy-dom lays nothing out: each block of the body gets a 100px-tall box in list order, so dnd-kit's
 * keyboard moves (which go to the nearest block above or below) find their way as in a browser.
 */
function fakeBlockLayout() {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
      configurable: true,
      value(this: Element): DOMRect {
        const item = this.closest('[data-block-id]');
        const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : -1;
        const top = index * 100;
        if (index < 0) return new DOMRect(0, 0, 0, 0);
        return { x: 0, y: top, top, left: 0, width: 600, height: 90, bottom: top + 90, right: 600, toJSON: () => ({}) };
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(Element.prototype, 'getBoundingClientRect', original);
  });
}
fakeBlockLayout();

function renderEditor(props: Partial<StoryEditorProps> = {}, routes: Record<string, FakeRoute> = {}) {
  const onSaved = vi.fn<(story: Story) => void>();
  const onDirtyChange = vi.fn<(dirty: boolean) => void>();
  const rendered = renderReportScreen(
    <StoryEditor organizationId={1} onSaved={onSaved} onDirtyChange={onDirtyChange} warnBeforeUnload={false} {...props} />,
    {
      user: makeUser(),
      routes: {
        'POST /reports': ({ body }: RecordedCall) => {
          const search = ((body as { filters: { search?: string } }).filters.search ?? '').toLowerCase();
          const found = sideList.filter((report) => report.title.toLowerCase().includes(search));
          return { body: { data: found, total: found.length } };
        },
        'POST /organization/1/story': ({ body }: RecordedCall) => ({
          status: 201,
          body: { data: storedStory(40, body as Record<string, unknown>, sideList) },
        }),
        'POST /story/40/cover': () => ok(makeStory(40, { coverImage: makeImage(900, 'cover.png') })),
        ...routes,
      },
    },
  );
  const writes = () => rendered.calls.filter((call) => call.method !== 'GET' && call.path !== '/reports');
  return { ...rendered, onSaved, onDirtyChange, writes };
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const bodyOrder = (call: RecordedCall | undefined) =>
  ((call?.body as { bodyContent: { type: string; textInput?: string; reportId?: number }[] }).bodyContent ?? []).map((block) =>
    block.type === 'text' ? block.textInput : block.reportId,
  );

async function fillHeader(title = 'Floods in the north', subtitle = 'Two weeks of reports') {
  await userEvent.type(field('Title'), title);
  await userEvent.type(field('Subtitle'), subtitle);
}

async function addText(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a text block' }));
  // the new block's text box has the focus
  await userEvent.keyboard(text);
}

describe('StoryEditor', () => {
  it('says what is wrong beside each field, from the shared story rules, and sends nothing', async () => {
    const { writes } = renderEditor();
    await userEvent.click(save());
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Title'));
    expect(screen.getAllByText('Required Field')).toHaveLength(2);
    // a text block left empty is refused too
    await userEvent.click(screen.getByRole('button', { name: 'Add a text block' }));
    await userEvent.tab();
    expect(screen.getAllByText('Required Field')).toHaveLength(3);

    fireEvent.change(field('Title'), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('Title is required and must be 100 characters or fewer')).toBeTruthy();
    fireEvent.change(field('Subtitle'), { target: { value: 'y'.repeat(101) } });
    expect(screen.getByText('Subtitle is required and must be 100 characters or fewer')).toBeTruthy();
    fireEvent.change(field('Text, block 1'), { target: { value: 'z'.repeat(2001) } });
    expect(screen.getByText('Text is required and must be 2000 characters or fewer')).toBeTruthy();
    expect(screen.getByText('2001 of 2000 characters')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(writes()).toEqual([]);
  });

  it('adds and deletes text blocks, saying so to screen readers and keeping the focus in the body', async () => {
    renderEditor();
    expect(screen.getByText('No blocks')).toBeTruthy();
    await addText('First');
    await addText('Second');
    expect(screen.getByText('2 blocks')).toBeTruthy();
    expect(screen.getByText('Text block added at position 2 of 2.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete block 1' }));
    expect(screen.queryByDisplayValue('First')).toBeNull();
    expect(field('Text, block 1').value).toBe('Second');
    expect(screen.getByText('Block 1 deleted. 1 block is left.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 1' }));
  });

  it('adds reports from the side list with the keyboard, searches it, and saves the order shown', async () => {
    const { writes, onSaved } = renderEditor();
    await fillHeader();
    const picker = screen.getByRole('complementary', { name: 'Reports' });
    await within(picker).findByText('2 reports');

    const addFlood = within(picker).getByRole('button', { name: 'Add “Flooded market road” to the story' });
    addFlood.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Report, block 1')).toBeTruthy();
    expect(screen.getByText('Report “Flooded market road” added at position 1 of 1.')).toBeTruthy();
    // added: the button stays where the focus is, and says so
    expect(document.activeElement?.textContent).toBe('In the story');
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');

    await userEvent.type(within(picker).getByRole('searchbox', { name: 'Search reports by title' }), 'bridge');
    await within(picker).findByText('1 report');
    await userEvent.click(within(picker).getByRole('button', { name: 'Add “Bridge closed at Kisumu” to the story' }));
    await addText('What we saw');

    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [create] = writes();
    expect(create?.path).toBe('/organization/1/story');
    expect(bodyOrder(create)).toEqual([11, 12, 'What we saw']);
    expect(create?.body).toMatchObject({ title: 'Floods in the north', subtitle: 'Two weeks of reports', published: false });
    expect(create?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Story created')).toBeTruthy();
  });

  it('reorders blocks with the keyboard, announced in the user’s words, and saves that order', async () => {
    const { writes, onSaved } = renderEditor();
    await fillHeader();
    await addText('one');
    await addText('two');
    await addText('three');

    const handle = screen.getByRole('button', { name: 'Move block 3' });
    expect(handle.getAttribute('aria-roledescription')).toBe('movable block');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('press Space or Enter on its handle');

    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('Picked up block 3 of 3.')).toBeTruthy());
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() => expect(screen.getByText('Block moved to position 2 of 3.')).toBeTruthy());
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() => expect(screen.getByText('Block moved to position 1 of 3.')).toBeTruthy());
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('Block dropped at position 1 of 3.')).toBeTruthy());
    expect(field('Text, block 1').value).toBe('three');
    expect(field('Text, block 3').value).toBe('two');

    // Escape puts a picked-up block back
    screen.getByRole('button', { name: 'Move block 1' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(screen.getByText('Moving cancelled. The block is back at position 1 of 3.')).toBeTruthy());

    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(bodyOrder(writes()[0])).toEqual(['three', 'one', 'two']);
  });

  it('takes a report dragged from the side list with a pointer, before the block it is dropped on', async () => {
    const { writes, onSaved } = renderEditor();
    await fillHeader();
    await addText('one');
    await addText('two');
    const picker = screen.getByRole('complementary', { name: 'Reports' });
    const item = (await within(picker).findByText('Bridge closed at Kisumu')).closest('li') as HTMLElement;
    fireEvent.pointerDown(item, { button: 0, isPrimary: true, clientX: 700, clientY: 20 });
    fireEvent.pointerMove(document, { clientX: 650, clientY: 60 });
    await waitFor(() => expect(screen.getByText('Picked up report “Bridge closed at Kisumu”.')).toBeTruthy());
    // over the second block (its box is 100 to 190px down)
    fireEvent.pointerMove(document, { clientX: 300, clientY: 150 });
    await waitFor(() => expect(screen.getByText('Report “Bridge closed at Kisumu” is over position 2 of 3.')).toBeTruthy());
    fireEvent.pointerUp(document, { clientX: 300, clientY: 150 });
    await waitFor(() => expect(screen.getByText('Report, block 2')).toBeTruthy());

    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(bodyOrder(writes()[0])).toEqual(['one', 12, 'two']);
  });

  it('takes images only as the cover, shows a preview, and sends it once the story is created', async () => {
    const { writes, onSaved } = renderEditor();
    await fillHeader();
    const input = screen.getByLabelText<HTMLInputElement>('Cover image Choose an image');
    await userEvent.upload(input, new File(['%PDF'], 'minutes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText('“minutes.pdf” is not an image. The cover takes images only (JPEG, PNG, WebP, GIF).')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Cover image of the story' })).toBeNull();

    // dropped on the zone, like chosen
    const zone = screen.getByRole('group', { name: 'Cover image' });
    const drop = (files: File[]) =>
      fireEvent.drop(zone.querySelector('[class]:has(> input[type=file])') ?? zone, { dataTransfer: { files, types: ['Files'] } });
    drop([new File(['text'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByText('“notes.txt” is not an image. The cover takes images only (JPEG, PNG, WebP, GIF).')).toBeTruthy();
    drop([new File(['png'], 'cover.png', { type: 'image/png' })]);
    expect(screen.queryByText(/is not an image/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover image of the story' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the cover image' })).toBeTruthy();

    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /organization/1/story', 'POST /story/40/cover']);
    expect(writes()[1]?.body).toBeInstanceOf(FormData);
    expect(onSaved.mock.calls[0]?.[0].coverImage?.name).toBe('cover.png');
  });

  it('sends a retried create with the same Idempotency-Key, and a changed one with a new key', async () => {
    let tries = 0;
    const { writes, onSaved } = renderEditor(
      {},
      {
        'POST /organization/1/story': ({ body }: RecordedCall) =>
          ++tries < 3
            ? fail(500, 'SERVER_ERROR')
            : { status: 201, body: { data: storedStory(40, body as Record<string, unknown>, sideList) } },
      },
    );
    await fillHeader();
    await userEvent.click(save());
    expect(await screen.findByText('An internal error has occurred while processing your request')).toBeTruthy();
    await userEvent.click(save());
    await waitFor(() => expect(writes()).toHaveLength(2));
    await userEvent.type(field('Subtitle'), ', and after');
    await userEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [first, retry, changed] = writes().map((call) => call.idempotencyKey);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('on STORY_CHANGED keeps what was typed, says so, and reloads the saved story only when asked', async () => {
    const opened = makeStory(40, {
      version: 3,
      title: 'Floods in the north',
      bodyContent: [{ id: 'b1', type: 'text', textInput: 'Opening words' }],
    });
    const theirs = makeStory(40, {
      version: 4,
      title: 'Floods: the full picture',
      bodyContent: [{ id: 'b1', type: 'text', textInput: 'Their words' }],
    });
    const { writes, onSaved } = renderEditor(
      { story: opened },
      {
        'PUT /organization/1/story/40': () => fail(409, 'STORY_CHANGED'),
        'GET /organization/1/story/40': () => ok(theirs),
      },
    );
    expect(screen.getByRole('heading', { name: 'Edit story' })).toBeTruthy();
    await userEvent.clear(field('Text, block 1'));
    await userEvent.type(field('Text, block 1'), 'My careful words');
    await userEvent.click(save());

    const notice = await screen.findByRole('alert', { name: '' });
    expect(notice.textContent).toContain('This story was changed by someone else since you opened it.');
    expect(writes()[0]?.body).toMatchObject({ version: 3 });
    expect(field('Text, block 1').value).toBe('My careful words');
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload the story' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reload the saved story?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload the story' }));
    await waitFor(() => expect(field('Title').value).toBe('Floods: the full picture'));
    expect(field('Text, block 1').value).toBe('Their words');
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it('keeps a report block its editor may not see in its place, and sends it back', async () => {
    const story = makeStory(40, {
      bodyContent: [
        { id: 'b1', type: 'report', reportId: 99, report: null },
        { id: 'b2', type: 'report', reportId: 11, report: storyReportOf(flood) },
      ],
    });
    const { writes } = renderEditor(
      { story },
      { 'PUT /organization/1/story/40': ({ body }) => ok(storedStory(40, body as Record<string, unknown>, sideList, story)) },
    );
    expect(screen.getByText('A report you may not see. It keeps its place in the story.')).toBeTruthy();
    expect(screen.getByText('Flooded market road')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Published' }));
    await userEvent.click(save());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ version: 1, published: true });
    expect(bodyOrder(writes()[0])).toEqual([99, 11]);
    expect(await screen.findByText('Story updated')).toBeTruthy();
  });

  it('speaks the user’s language while moving blocks (Arabic)', async () => {
    renderReportScreen(<StoryEditor organizationId={1} warnBeforeUnload={false} />, {
      user: makeUser(),
      language: 'ar',
      routes: { 'POST /reports': () => ({ body: { data: [], total: 0 } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'أضف كتلة نص' }));
    await userEvent.click(screen.getByRole('button', { name: 'أضف كتلة نص' }));
    const handle = screen.getByRole('button', { name: 'انقل الكتلة 2' });
    expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'اضغط المسافة أو Enter على مقبضها',
    );
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('التُقطت الكتلة 2 من 2.')).toBeTruthy());
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('أُفلتت الكتلة في الموضع 1 من 2.')).toBeTruthy());
  });

  it('tells its host when it holds unsaved changes', async () => {
    const { onDirtyChange } = renderEditor();
    await act(async () => {});
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(field('Title'), 'A');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(field('Title'));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
