// The figures the run ends with, each phase's own line gathered in one place.
export const figures = new Map();

/** Keeps `figure` (what a phase returned) under `name`, and passes it on. */
export const keep = (name, figure) => (figures.set(name, figure), figure);

export function report() {
  console.log('test:swarm figures:');
  for (const [name, figure] of figures) console.log(`  ${name}: ${figure}`);
}
