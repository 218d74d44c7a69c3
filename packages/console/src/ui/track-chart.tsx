// A track on a plane of longitude and latitude (the console's chart kit, beside ui/charts): the points in order,
// joined by a dashed line, each coloured by its own rule, with a tooltip the caller draws for the hovered point.
import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';

const TICK = { fontSize: 11, fill: '#6b7280' };
const TITLE = { fontSize: 12, fill: '#9ca3af' };
const coordinate = (v: number) => v.toFixed(4);
const PAD = ['dataMin - 0.0003', 'dataMax + 0.0003'] as [string, string];
/** Both axes: a coordinate to four decimals, padded a little beyond the track. */
const COORDINATE_AXIS = { type: 'number', domain: PAD, tickFormatter: coordinate, tick: TICK } as const;

export function TrackChart<P extends { lng: number; lat: number }>({
  points,
  colorOf,
  keyOf,
  tip,
  name = '轨迹',
}: {
  points: readonly P[];
  colorOf: (point: P) => string | undefined;
  keyOf: (point: P) => string | number;
  /** The tooltip of the hovered point. */
  tip: (point: P) => ReactNode;
  name?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ScatterChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#eef0f3" />
        <XAxis
          {...COORDINATE_AXIS}
          dataKey="lng"
          name="经度"
          label={{ value: '经度', position: 'insideBottomRight', offset: -4, ...TITLE }}
        />
        <YAxis
          {...COORDINATE_AXIS}
          dataKey="lat"
          name="纬度"
          width={70}
          label={{ value: '纬度', angle: -90, position: 'insideLeft', ...TITLE }}
        />
        <ZAxis range={[70, 70]} />
        <Tooltip
          content={({ active, payload }) => {
            const p = (payload as readonly { payload?: unknown }[] | undefined)?.[0]?.payload as P | undefined;
            return active && p ? (
              <div className="rounded border border-line bg-white px-3 py-2 text-xs shadow-md">{tip(p)}</div>
            ) : null;
          }}
          cursor={{ strokeDasharray: '3 3' }}
        />
        <Scatter
          name={name}
          data={[...points]}
          line={{ stroke: '#94a3b8', strokeWidth: 1.5, strokeDasharray: '5 4' }}
          isAnimationActive={false}
        >
          {points.map((p) => (
            <Cell key={keyOf(p)} fill={colorOf(p)} />
          ))}
        </Scatter>
      </ScatterChart>
    </ResponsiveContainer>
  );
}
