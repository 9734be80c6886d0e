import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';
import { vars } from '../../theme/contract.css.js';
import * as styles from './Analytics.css.js';

/** A bar or slice: its name in the interface language and its count. */
export interface ChartDatum {
  key: string | number;
  label: string;
  value: number;
}

interface ChartProps {
  data: readonly ChartDatum[];
  /** right to left (Arabic): the axes mirror, so time and bars run from the right */
  rtl: boolean;
}

// the theme's text colours: readable on the surface at AA, and restyled with it (--fw-*)
const tick = { fill: vars.color.textMuted, fontSize: 12 };
const valueLabel = { fill: vars.color.text, fontSize: 12 };
// a size before the first measure, so the chart draws at once (and where nothing measures, as in tests)
const initialDimension = { width: 480, height: 256 };

/** The tooltip of a bar or slice, in the page's direction: the name, then the count. */
function ChartTooltip({ active, payload, rtl }: { active?: boolean; payload?: readonly { payload?: ChartDatum }[]; rtl: boolean }) {
  const intl = useIntl();
  const datum = active ? payload?.[0]?.payload : undefined;
  if (!datum) return null;
  return (
    <div dir={rtl ? 'rtl' : 'ltr'} className={styles.tooltip}>
      <strong>{datum.label}</strong>: {intl.formatNumber(datum.value)}
    </div>
  );
}

/** About the width of a digit or separator at the value labels' size, in pixels. */
const characterWidth = 7;
/** The share of its week a bar takes (recharts' default gap: a tenth of the week on each side). */
const barShare = 0.8;

/**
 * A week's count above its bar, as it fits the bar's week: in full (12,345), else compact (12K), else
 * not at all. Thirteen weeks of five-digit counts on a narrow chart would otherwise run into one
 * another; the tooltip and the table give every count in full.
 */
function WeekValue({ x, y, width, value, formats }: LabelProps & { formats: readonly ((value: number) => string)[] }) {
  const room = Number(width) / barShare;
  const text = formats.map((format) => format(Number(value))).find((candidate) => candidate.length * characterWidth <= room);
  if (text === undefined) return null;
  return (
    <text x={Number(x) + Number(width) / 2} y={Number(y) - 6} textAnchor="middle" style={valueLabel}>
      {text}
    </text>
  );
}

/** Reports per week: one bar a week, oldest first in reading order, each with its count on top when it fits. */
export function WeeklyChart({ data, rtl }: ChartProps) {
  const intl = useIntl();
  const format = (value: unknown) => intl.formatNumber(Number(value));
  const formats = [format, (value: number) => intl.formatNumber(value, { notation: 'compact' })];
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={initialDimension}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke={vars.color.borderSubtle} />
        <XAxis dataKey="label" reversed={rtl} tick={tick} tickLine={false} interval="preserveStartEnd" />
        <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={tick} tickFormatter={format} width={48} />
        <Tooltip content={<ChartTooltip rtl={rtl} />} cursor={{ fill: vars.color.selected }} isAnimationActive={false} />
        <Bar dataKey="value" fill={vars.color.primary} isAnimationActive={false}>
          <LabelList dataKey="value" content={(props) => <WeekValue {...props} formats={formats} />} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Reports per tag: one horizontal bar a tag, most first, its name at the start and its count at the end. */
export function TagChart({ data, rtl }: ChartProps) {
  const intl = useIntl();
  const format = (value: unknown) => intl.formatNumber(Number(value));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={initialDimension}>
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 40, bottom: 0, left: 40 }}>
        <CartesianGrid horizontal={false} stroke={vars.color.borderSubtle} />
        <XAxis type="number" reversed={rtl} allowDecimals={false} tick={tick} tickFormatter={format} />
        {/* every tag named (interval 0): recharts would otherwise skip every other name when the bars are close */}
        <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} tick={tick} tickLine={false} width={112} interval={0} />
        <Tooltip content={<ChartTooltip rtl={rtl} />} cursor={{ fill: vars.color.selected }} isAnimationActive={false} />
        <Bar dataKey="value" fill={vars.color.primary} isAnimationActive={false}>
          {/* past the bar's end in either direction: with the axis reversed the bar runs the other way, and so does "right" */}
          <LabelList dataKey="value" position="right" formatter={format} style={valueLabel} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Slice colours, each at least 3:1 against the surface (non-text contrast) and apart from its
 * neighbours; the legend names every slice with its count, so colour is never the only cue.
 */
const sliceColors = [vars.color.primary, vars.color.success, vars.color.warning];
const sliceColor = (index: number) => sliceColors[index % sliceColors.length] ?? vars.color.primary;

/** What was done in the range, as a donut with a legend that names each part and its count. */
export function DonutChart({ data, rtl }: ChartProps) {
  const intl = useIntl();
  return (
    <div className={styles.pieLayout}>
      <div className={styles.pie}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 192, height: 192 }}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="label"
              innerRadius="55%"
              outerRadius="95%"
              // clockwise from the top in left-to-right pages, the other way round in right-to-left ones
              startAngle={90}
              endAngle={rtl ? 450 : -270}
              stroke={vars.color.surface}
              // the table is the keyboard's and screen readers' way to the figures (the drawing is hidden from them)
              rootTabIndex={-1}
              isAnimationActive={false}
            >
              {data.map((datum, index) => (
                <Cell key={datum.key} fill={sliceColor(index)} />
              ))}
            </Pie>
            <Tooltip content={<ChartTooltip rtl={rtl} />} isAnimationActive={false} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className={styles.legendList}>
        {data.map((datum, index) => (
          <li key={datum.key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: sliceColor(index) }} />
            {datum.label}: {intl.formatNumber(datum.value)}
          </li>
        ))}
      </ul>
    </div>
  );
}
