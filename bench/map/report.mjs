// What bench:map prints: one table per size, where the time goes, the pages' own files, the goals.

const kB = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : bytes >= 1e3 ? `${(bytes / 1e3).toFixed(0)} kB` : `${bytes} B`);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
const s = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–');
const pad = (text, width) => String(text).padStart(width);
const bytesPerPoint = (bytes, points) => {
  const value = bytes / points;
  return value >= 1 ? value.toFixed(1) : value.toFixed(3);
};

export function printSize(size, { points, file, results, references }, ways, labels, runs) {
  console.log(
    `\n${size.toLocaleString('en')} reports: ${points.toLocaleString('en')} points on the map with the demo data ` +
      `(GeoJSON ${kB(file.rawBytes)}, ${kB(file.gzipBytes)} gzip); median of ${runs} run(s)`,
  );
  console.log(
    `  ${''.padEnd(24)}${pad('data on wire', 13)}${pad('B/point', 9)}${pad('1st frame', 11)}` +
      `${pad('longest task', 14)}${pad('blocking', 10)}${pad('heap', 9)}  |${pad('pan frame p50', 15)}${pad('p95', 8)}` +
      `${pad('longest task', 14)}${pad('zoom after', 12)}`,
  );
  const rows = [...ways.map((way) => [way, results[way]]), ...Object.entries(references)];
  for (const [way, r] of rows) {
    if (!r.ok) {
      console.log(`  ${labels[way].padEnd(24)}not measured: ${r.error}`);
      continue;
    }
    const perPoint = way.startsWith('empty') ? '' : bytesPerPoint(r.dataBytes, points);
    console.log(
      `  ${labels[way].padEnd(24)}${pad(kB(r.dataBytes), 13)}${pad(perPoint, 9)}${pad(s(r.firstFrame), 11)}` +
        `${pad(ms(r.longestTask), 14)}${pad(ms(r.blocking), 10)}${pad(kB(r.heap), 9)}  |${pad(ms(r.frameP50), 15)}${pad(ms(r.frameP95), 8)}` +
        `${pad(ms(r.panLongestTask), 14)}${pad(Number.isFinite(r.zoomAfterPan) ? r.zoomAfterPan.toFixed(1) : '–', 12)}`,
    );
  }
  for (const [way, r] of rows) if (r.ok && r.failed) console.log(`  ${labels[way]}: ${r.failed} run(s) failed: ${r.error}`);

  console.log('  where the time goes (ms after the page asked for its data; medians):');
  for (const [way, r] of rows) {
    if (!r.ok || way.startsWith('empty')) continue;
    const server = Object.entries(r.serverTiming).map(([name, dur]) => `${name} ${ms(dur)}`);
    const wire = `first byte after ${ms(r.waiting)} (${server.length ? `Server-Timing ${server.join(', ')}` : 'no Server-Timing'}), download ${ms(r.download)}`;
    console.log(`    ${labels[way]}: data ${wire}${r.dataRequests > 1 ? ` over ${r.dataRequests} requests` : ''}`);
    if (r.marks.length)
      console.log(`      ${r.marks.map((m) => `${m.name} ${m.at.toFixed(0)}`).join(' → ')}; first frame ${r.firstFrame.toFixed(0)}`);
    else if (way === 'fieldwatch') console.log('      (no fw-map: marks recorded)');
    if (r.readyAfter) console.log(`      the restarted server said it was ready ${ms(r.readyAfter)} after its start (its map warm-up)`);
    if (r.writeRate) console.log(`      meanwhile ${r.writeRate.toFixed(0)} reports a second were created and published`);
    if (r.panDataRequests) console.log(`      panning fetched ${kB(r.panDataBytes)} more data over ${r.panDataRequests} request(s)`);
  }
}

/** `settings`: `{ basemap: 'offline' | 'plain', chunked: boolean }`, said in the notes. */
export function printBundles(built, measured, ways, labels, settings) {
  console.log("\nThe pages' own files (not counted above), as built and as sent gzip-compressed:");
  const first = Object.values(measured)[0];
  for (const way of ways) {
    const result = built[way];
    if (!result?.ok) {
      console.log(`  ${labels[way].padEnd(24)}did not build: ${result?.error}`);
      continue;
    }
    const kind = (file) => (/\.m?js$/.test(file) ? 'JS' : file.endsWith('.css') ? 'CSS' : file.endsWith('.json') ? 'basemap' : null);
    const totals = {};
    for (const asset of result.assets) {
      const k = kind(asset.file);
      if (!k) continue;
      totals[k] ??= { raw: 0, gzip: 0 };
      totals[k].raw += asset.raw;
      totals[k].gzip += asset.gzip;
    }
    const parts = Object.entries(totals).map(([k, t]) => `${k} ${kB(t.raw)} (${kB(t.gzip)} gzip)`);
    const wire = first?.results[way]?.ok ? `; fetched while loading ${kB(first.results[way].assetBytes)}` : '';
    console.log(`  ${labels[way].padEnd(24)}${parts.join(', ')}${wire}`);
  }
  console.log('Notes:');
  console.log(
    "  The clock starts when a page asks for its map and data: the code (MapLibre, Leaflet, the product's map) and the offline basemap's",
  );
  console.log(
    '  geometry are loaded before it; making the map and drawing the basemap are inside it (the "empty map" rows are that floor).',
  );
  console.log(
    '  "maplibre cluster:true" draws circles without counts (count labels need glyphs the offline style does not ship); Leaflet\'s clusters',
  );
  console.log(
    "  show counts, and so does \"maplibre, with counts\": the product's badge images through MapLibre's image resolver, the goal's baseline.",
  );
  console.log(
    settings.basemap === 'plain'
      ? '  The three ways are compared on a plain background (Leaflet has no offline tiles; the reference figures have no basemap);\n' +
          '  the "offline map" rows draw the product\'s offline basemap (Natural Earth 1:50m) under the same data, for information.'
      : "  The product's map and maplibre's own draw the product's offline basemap (BENCH_MAP_BASEMAP=offline); Leaflet a plain background.",
  );
  console.log(
    `  Leaflet.markercluster runs ${settings.chunked ? 'with chunkedLoading (BENCH_MAP_LEAFLET_CHUNKED=0: without)' : 'without chunkedLoading: one task for all markers'}, ` +
      'on a plain background (no tiles offline).',
  );
  console.log("  heap: the page's main thread after a garbage collection; workers (MapLibre's, the product's clustering) are not counted.");
  console.log('  pan: frame intervals while the map is being dragged or zoomed; longest task from the first input to 1 s after the last.');
}

/** How long the dashboard takes after sign-in, for the goals too: at most this for the list and the map alike. */
const signInGoalMs = 1500;

export function printSignIn(size, signIn) {
  console.log(`  dashboard after sign-in (the built dashboard, admin, from the Enter key; median of ${signIn.runs ?? 0} run(s)):`);
  if (!signIn.ok) {
    console.log(`    not measured: ${signIn.error}`);
    return;
  }
  console.log(
    `    list's first row ${s(signIn.list)}, map's first complete frame ${s(signIn.map)} (goal ≤ ${s(signInGoalMs)} for both)` +
      (signIn.failed ? `; ${signIn.failed} run(s) failed` : ''),
  );
}

const peerLabels = {
  maplibre: "maplibre's own clustering",
  maplibreCounts: "maplibre's own clustering with counts",
  leaflet: 'Leaflet.markercluster',
};

/** Prints the map's performance goals as met/MISSED; resolves true when one was missed. */
export function printGoals(measured, ways) {
  const goals = [];
  const goal = (text, ok) => goals.push({ text, ok });
  const skipped = (text, why) => goals.push({ text: `${text} (${why})`, ok: null });
  const fieldwatchOf = (size) => measured[size]?.results.fieldwatch;
  const has = (size, way) => measured[size]?.results[way]?.ok;

  if (!ways.includes('fieldwatch')) skipped('every goal', 'the Fieldwatch map was not measured: BENCH_MAP_WAYS');
  else {
    for (const size of Object.keys(measured).map(Number)) {
      const f = fieldwatchOf(size);
      const n = size.toLocaleString('en');
      if (!f.ok) {
        goal(`the Fieldwatch map shows ${n} reports (${f.error})`, false);
        continue;
      }
      const { empty } = measured[size].references;
      // every peer of the same run: Leaflet.markercluster and maplibre's own, with and without counts
      for (const peer of ['maplibre', 'maplibreCounts', 'leaflet'].filter((way) => has(size, way))) {
        const p = measured[size].results[peer];
        goal(`${n}: first frame ahead of ${peerLabels[peer]} (${s(f.firstFrame)} vs ${s(p.firstFrame)})`, f.firstFrame <= p.firstFrame);
      }
      const signIn = measured[size].signIn;
      if (signIn?.ok)
        goal(
          `${n}: after sign-in the list and the map's first frame within ${s(signInGoalMs)} of Enter (list ${s(signIn.list)}, map ${s(signIn.map)})`,
          signIn.list <= signInGoalMs && signIn.map <= signInGoalMs,
        );
      else if (signIn) goal(`${n}: the dashboard after sign-in (${signIn.error})`, false);
      if (size === 100_000) {
        goal(`100,000: first frame ≤ 1 s (${s(f.firstFrame)})`, f.firstFrame <= 1000);
        if (has(size, 'leaflet')) {
          const l = measured[size].results.leaflet;
          const ratio = l.firstFrame / f.firstFrame;
          goal(
            `100,000: ≥ 5× faster than Leaflet.markercluster (${s(l.firstFrame)} / ${s(f.firstFrame)} = ${ratio.toFixed(1)}×)`,
            ratio >= 5,
          );
        } else skipped('100,000: ≥ 5× faster than Leaflet.markercluster', 'Leaflet not measured');
        const perPoint = f.dataBytes / measured[size].points;
        goal(`100,000: ≤ 10 bytes per point over the wire (${bytesPerPoint(f.dataBytes, measured[size].points)})`, perPoint <= 10);
        if (empty.ok)
          goal(
            `100,000: while panning no main-thread task longer than the empty map's (${ms(f.panLongestTask)} vs ${ms(empty.panLongestTask)})`,
            f.panLongestTask <= empty.panLongestTask,
          );
        else skipped('100,000: panning against the empty map', 'the empty map was not measured');
      }
      // a deployment's sizes: the first frame close to the empty map's, warm, cold and while reports are written
      if (size >= 1_000_000 && empty.ok) {
        const bound = 1.3 * empty.firstFrame;
        for (const [way, r] of [
          ['', f],
          [' right after a restart (once ready)', measured[size].references.fieldwatchCold],
          [' while reports are written', measured[size].references.fieldwatchWrites],
        ]) {
          if (!r) skipped(`${n}: first frame${way} ≤ 1.3 × the empty map's`, 'BENCH_MAP_SCALE_SIZES');
          else if (!r.ok) goal(`${n}: first frame${way} (${r.error})`, false);
          else goal(`${n}: first frame${way} ≤ 1.3 × the empty map's (${s(r.firstFrame)} vs ${s(bound)})`, r.firstFrame <= bound);
        }
      }
      if (size === 1_000_000) {
        goal(`1,000,000: first frame ≤ 2 s (${s(f.firstFrame)})`, f.firstFrame <= 2000);
        if (empty.ok) {
          // smooth: no task longer than the empty map's, and frames within 20% of the empty map's
          goal(
            `1,000,000: panning stays smooth: longest task ${ms(f.panLongestTask)} ≤ empty map's ${ms(empty.panLongestTask)}, ` +
              `median frame ${ms(f.frameP50)} ≤ 1.2 × empty map's ${ms(empty.frameP50)}`,
            f.panLongestTask <= empty.panLongestTask && f.frameP50 <= 1.2 * empty.frameP50,
          );
        } else skipped('1,000,000: panning stays smooth', 'the empty map was not measured');
      }
    }
    for (const size of [100_000, 1_000_000])
      if (!measured[size]) skipped(`the goals at ${size.toLocaleString('en')} reports`, 'size not in BENCH_MAP_SIZES');
  }

  console.log('\nGoals:');
  for (const g of goals) console.log(`  ${g.ok === null ? 'skipped' : g.ok ? 'met    ' : 'MISSED '} ${g.text}`);
  return goals.some((g) => g.ok === false);
}
