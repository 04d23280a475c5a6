import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

/** Interest over the last 30 days as a uPlot line chart (canvas: the screen gives the same numbers as a table). */
export default function InterestChart({ days }: { days: { date: string; count: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const color = getComputedStyle(element).getPropertyValue('--primary').trim() || '#9a3412';
    const text = getComputedStyle(element).color;
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(3, max)] } },
        axes: [
          { stroke: text, grid: { show: false } },
          { stroke: text, incrs: [1, 2, 5, 10, 20, 50] },
        ],
        series: [{}, { label: 'interested', stroke: color, width: 2, fill: `${color}22`, points: { show: true } }],
        legend: { show: false },
      },
      [days.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000), days.map((day) => day.count)],
      element,
    );
    const resize = () => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="dashboard__chart" aria-hidden="true" />;
}
