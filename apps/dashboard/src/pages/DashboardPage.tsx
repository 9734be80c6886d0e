import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, Outlet, useMatch, useNavigate } from 'react-router';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import {
  actorOf,
  activeFilterCount,
  canUseReportForm,
  findLanguage,
  type MessageKey,
  type ReportsState,
  type User,
} from '@fieldwatch/core';
import {
  FilterChips,
  FilterCount,
  ReportFilters,
  ReportList,
  ReportMap,
  SearchBar,
  ShortcutsDialog,
  useLanguage,
  useReports,
  useSession,
  useT,
  type ReportListHandle,
} from '@fieldwatch/react';
import { useDashboardShortcuts } from './useDashboardShortcuts.js';
import { useMediaQuery } from './useMediaQuery.js';
import * as styles from './DashboardPage.css.js';

const selectUser = (s: { user: User | null }) => s.user;
const selectFilters = (s: ReportsState) => s.filters;
/** the width under which the dashboard shows one view at a time, switched by the bottom bar (DashboardPage.css.ts) */
const phoneQuery = '(max-width: 48rem)';
const reportHref = (id: number) => `/dashboard/report/${id}`;

type View = 'list' | 'map' | 'filters';
const views: readonly View[] = ['list', 'map', 'filters'];
const viewNames: Record<View, MessageKey> = { list: 'dashboard.list', map: 'dashboard.map', filters: 'dashboard.filters' };

/** A labelled region of the dashboard. */
function Region({ title, className, children }: { title: MessageKey; className?: string; children?: ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={styles.panelTitle}>
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** The count of applied filters, on the buttons that open the filters. */
function AppliedFilters() {
  return <FilterCount active={activeFilterCount(useReports(selectFilters))} />;
}

/** The report opened from the list or the map, beside them: its close button, then the report page (nested route). */
function ReportPanel({ onClose, panelRef }: { onClose: () => void; panelRef: RefObject<HTMLElement | null> }) {
  const t = useT();
  return (
    <section ref={panelRef} aria-label={t('dashboard.report')} tabIndex={-1} className={styles.report}>
      <div className={styles.reportBar}>
        <button type="button" className={styles.iconButton} aria-label={t('dashboard.closeReport')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <Outlet />
    </section>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /dashboard, laid out for triage. On a wide screen the report list and the map sit side by side with a
 * split the user drags (remembered per user in this browser); the filters open in a drawer over the list
 * and the applied ones show as chips; a report opened from the list or the map shows beside them
 * (/dashboard/report/{id}) while the list keeps its place. On a phone a bottom bar shows the list, the map
 * or the filters, one at a time. Keyboard: j/k, Enter, /, Esc and ? (useDashboardShortcuts).
 */
export default function DashboardPage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession(selectUser);
  const actor = actorOf(user);
  const phone = useMediaQuery(phoneQuery);
  const dir = findLanguage(useLanguage())?.dir ?? 'ltr';
  const match = useMatch('/dashboard/report/:id');
  const openId = match ? Number(match.params.id) : null;
  const [view, setView] = useState<View>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // the filters' form is made the first time it is shown, then kept (with what is typed in it): its date
  // fields are the page's heaviest controls, and made at sign-in they took the CPU the map's first frame needs
  const [filtersMade, setFiltersMade] = useState(false);
  if (!filtersMade && (filtersOpen || (phone && view === 'filters'))) setFiltersMade(true);
  const [help, setHelp] = useState(false);
  const list = useRef<ReportListHandle>(null);
  const listArea = useRef<HTMLDivElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filtersDrawer = useRef<HTMLDivElement>(null);
  const reportPanel = useRef<HTMLElement>(null);
  // the report whose row takes the focus back once its panel has closed
  const returnTo = useRef<number | null>(null);
  const id = useId();
  const { defaultLayout, onLayoutChanged } = useDefaultLayout({ id: `fieldwatch.dashboard.split.${user?.id ?? 0}` });

  // the tab says "Reports", again once a report beside the list has closed (the report names the tab while open)
  useEffect(() => {
    if (openId === null) document.title = `${t('dashboard.title')} · ${t('app.name')}`;
  }, [openId, t]);

  // a report opened: focus goes to it; closed: back to its row, in the same place of the list
  useEffect(() => {
    if (openId !== null) {
      returnTo.current = openId;
      reportPanel.current?.focus();
    } else if (returnTo.current !== null) {
      // unless the user has moved on already (`/` pressed as the panel closed): the closed panel left it nowhere
      const active = document.activeElement;
      if (active === null || active === document.body || reportPanel.current?.contains(active)) list.current?.focusReport(returnTo.current);
      returnTo.current = null;
    }
  }, [openId]);

  const closeReport = () => {
    if (phone) setView('list');
    void navigate('/dashboard');
  };

  const openFilters = () => {
    flushSync(() => setFiltersOpen(true));
    filtersDrawer.current?.querySelector<HTMLElement>('button, input')?.focus();
  };
  const closeFilters = () => {
    setFiltersOpen(false);
    filtersButton.current?.focus();
  };

  const showView = (next: View) => {
    if (openId !== null) void navigate('/dashboard');
    flushSync(() => setView(next));
  };

  useDashboardShortcuts({
    next: () => {
      if (phone) showView('list');
      list.current?.move(1);
    },
    previous: () => {
      if (phone) showView('list');
      list.current?.move(-1);
    },
    search: () => {
      if (phone) showView('list');
      listArea.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
    },
    close: () => {
      if (filtersOpen) closeFilters();
      else if (openId !== null) closeReport();
      else return false;
      return true;
    },
    help: () => setHelp(true),
  });

  const header = (
    <div className={styles.header}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <div className={styles.headerActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('dashboard.shortcuts')}
          aria-haspopup="dialog"
          onClick={() => setHelp(true)}
        >
          <span aria-hidden="true">?</span>
        </button>
        {actor && canUseReportForm(actor) ? (
          <Link to="/new-report" className={styles.newReport}>
            {t('reportList.newReport')}
          </Link>
        ) : null}
      </div>
    </div>
  );

  const reportList = (
    <div ref={listArea} className={styles.listBody}>
      <div className={styles.toolbar}>
        {phone ? null : (
          <button
            ref={filtersButton}
            type="button"
            className={styles.filtersButton}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => (filtersOpen ? closeFilters() : openFilters())}
          >
            <FilterIcon />
            {t('dashboard.filters')}
            <AppliedFilters />
          </button>
        )}
        <SearchBar className={styles.search} onOpenReport={(reportId) => void navigate(reportHref(reportId))} />
      </div>
      <FilterChips />
      <ReportList ref={list} reportHref={reportHref} currentId={openId} live className={styles.reportList} />
    </div>
  );

  const map = <ReportMap className={styles.mapView} reportHref={reportHref} live />;
  const report = openId !== null ? <ReportPanel onClose={closeReport} panelRef={reportPanel} /> : null;
  const dialog = (
    <ShortcutsDialog
      open={help}
      onClose={() => setHelp(false)}
      shortcuts={[
        { keys: ['j'], description: t('dashboard.shortcutNext') },
        { keys: ['k'], description: t('dashboard.shortcutPrevious') },
        { keys: ['Enter'], description: t('dashboard.shortcutOpen') },
        { keys: ['/'], description: t('dashboard.shortcutSearch') },
        { keys: ['Esc'], description: t('dashboard.shortcutClose') },
        { keys: ['?'], description: t('dashboard.shortcutHelp') },
      ]}
    />
  );

  if (phone) {
    const shown: View | null = openId !== null ? null : view;
    const panel = (name: View, content: ReactNode) => (
      <div
        role="tabpanel"
        id={`${id}-${name}`}
        aria-labelledby={`${id}-${name}-tab`}
        // hidden views stay laid out (not display: none) so the list keeps its scroll and the map its frame
        className={shown === name ? styles.view : styles.offstage}
        {...(shown === name ? {} : { 'aria-hidden': true, inert: true })}
      >
        {content}
      </div>
    );
    return (
      <div className={styles.phone}>
        {header}
        <div className={styles.views}>
          {panel(
            'list',
            <Region title="dashboard.list" className={styles.viewRegion}>
              {reportList}
            </Region>,
          )}
          {panel(
            'map',
            <Region title="dashboard.map" className={styles.viewRegion}>
              {map}
            </Region>,
          )}
          {panel('filters', filtersMade && <ReportFilters collapsible={false} onApplied={() => showView('list')} />)}
          {report}
        </div>
        <ViewTabs id={id} current={shown} onChange={showView} />
        {dialog}
      </div>
    );
  }

  const listPanel = (
    <Panel key="list" id="list" defaultSize="42%" minSize="18rem" className={styles.splitPanel}>
      <div dir={dir} className={styles.panelContent}>
        <Region title="dashboard.list" className={styles.listPanel}>
          {reportList}
          <div id={`${id}-filters`} ref={filtersDrawer} hidden={!filtersOpen} className={styles.drawer}>
            <button
              type="button"
              className={`${styles.iconButton} ${styles.drawerClose}`}
              aria-label={t('dashboard.closeFilters')}
              onClick={closeFilters}
            >
              <CloseIcon />
            </button>
            {filtersMade && <ReportFilters collapsible={false} onApplied={closeFilters} />}
          </div>
        </Region>
      </div>
    </Panel>
  );
  const mapPanel = (
    <Panel key="map" id="map" minSize="20rem" className={styles.splitPanel}>
      <div dir={dir} className={`${styles.panelContent} ${styles.mapArea}`}>
        <Region title="dashboard.map" className={styles.mapPanel}>
          {map}
        </Region>
        {report}
      </div>
    </Panel>
  );
  const separator = <Separator key="separator" className={styles.separator} aria-label={t('dashboard.resize')} />;

  return (
    <>
      {header}
      {/* The split library counts its panels and pointer moves from the left, so the group is laid out left to
          right in every language and right to left puts the map first: the list still starts the line, the
          separator and its arrow keys move the way the pointer and the arrows point. */}
      <Group dir="ltr" orientation="horizontal" className={styles.split} defaultLayout={defaultLayout} onLayoutChanged={onLayoutChanged}>
        {dir === 'rtl' ? [mapPanel, separator, listPanel] : [listPanel, separator, mapPanel]}
      </Group>
      {dialog}
    </>
  );
}

/** The phone's bottom bar: tabs for the list, the map and the filters; arrow keys move between them. */
function ViewTabs({ id, current, onChange }: { id: string; current: View | null; onChange: (view: View) => void }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => {
    const next = views[(index + views.length) % views.length]!;
    onChange(next);
    bar.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${next}-tab`)}`)?.focus();
  };
  return (
    <div ref={bar} role="tablist" aria-label={t('dashboard.views')} className={styles.bottomBar}>
      {views.map((name, index) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${id}-${name}-tab`}
          aria-controls={`${id}-${name}`}
          aria-selected={current === name}
          tabIndex={current === name || (current === null && index === 0) ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(name)}
          onKeyDown={(event) => {
            // the bar is mirrored right to left: the arrow that points to the next tab moves to it
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
            if (step !== undefined) {
              event.preventDefault();
              focusTab(index + step);
            } else if (event.key === 'Home' || event.key === 'End') {
              event.preventDefault();
              focusTab(event.key === 'Home' ? 0 : views.length - 1);
            }
          }}
        >
          <TabIcon view={name} />
          <span>{t(viewNames[name])}</span>
          {name === 'filters' ? <AppliedFilters /> : null}
        </button>
      ))}
    </div>
  );
}

const tabIcons: Record<View, string> = {
  list: 'M4 6h16M4 12h16M4 18h16',
  map: 'M9 4l-6 2v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14',
  filters: 'M4 5h16l-6 8v6l-4-2v-4L4 5z',
};

function TabIcon({ view }: { view: View }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={tabIcons[view]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

function FilterIcon() {
  return <TabIcon view="filters" />;
}
