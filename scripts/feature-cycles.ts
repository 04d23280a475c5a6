/**
 * The second half of `npm run layers`: no two feature folders may import each other, through any path of runtime
 * imports (type-only imports are erased at build time). dependency-cruiser's own rules see modules, and a loop between
 * folders is often no loop between modules (a's service uses b's repo while b's routes use a's service), so the folder
 * graph is built here from its JSON. A loop says the two are one feature, or that a shared part belongs a floor down.
 */
import { execFileSync } from 'node:child_process';

interface Module {
  source: string;
  dependencies: { resolved: string; dependencyTypes: string[] }[];
}

const json = execFileSync('npx', ['depcruise', 'server', 'client', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const modules = (JSON.parse(json) as { modules: Module[] }).modules;

const FEATURE = /^(server|client)\/features\/([^/]+)\//;
const edges = new Map<string, Map<string, string>>();
for (const module of modules) {
  const from = FEATURE.exec(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    if (dependency.dependencyTypes.includes('type-only')) continue;
    const to = FEATURE.exec(dependency.resolved);
    if (!to || to[1] !== from[1] || to[2] === from[2]) continue;
    const a = `${from[1]}/${from[2]}`;
    const b = `${to[1]}/${to[2]}`;
    if (!edges.has(a)) edges.set(a, new Map());
    // One import per folder pair is enough to name in a failure.
    if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${module.source} → ${dependency.resolved}`);
  }
}

/** Tarjan's strongly connected components: every set of folders that reach each other. */
function loops(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const found = loops();
for (const component of found) {
  console.error(`error feature-folders-no-loop: ${component.join(' ⇄ ')}`);
  for (const a of component)
    for (const [b, example] of edges.get(a) ?? []) if (component.includes(b)) console.error(`  ${a} → ${b}: ${example}`);
}
const pairs = [...edges.values()].reduce((n, m) => n + m.size, 0);
if (found.length > 0) {
  console.error(`${found.length} loop(s) between feature folders; move the part both need a floor down, or make them one feature.`);
  process.exit(1);
}
console.log(`feature folders: ${edges.size} importing, ${pairs} folder-to-folder imports, no loop.`);
