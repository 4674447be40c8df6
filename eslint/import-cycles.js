// Dependency cycles in an import graph (Map of file → Set of files it imports): one cycle named
// per strongly connected component, found with Tarjan's algorithm in one pass over the graph.

/** The strongly connected components of `graph` with more than one file, each as a list of files. */
function tangledComponents(graph) {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    // An explicit stack of [file, iterator over its imports] instead of recursion: chains run deep.
    const work = [[root, graph.get(root).values()]];
    index.set(root, counter);
    lowLink.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const [file, imports] = work[work.length - 1];
      const next = imports.next();
      if (!next.done) {
        const target = next.value;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, (graph.get(target) ?? new Set()).values()]);
        } else if (onStack.has(target)) {
          lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(file)));
      }
      if (lowLink.get(file) === index.get(file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== file);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components;
}

/** The shortest way from `start` back to itself inside one component: [start, …, start]. */
function shortestLoop(graph, component, start) {
  const members = new Set(component);
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const loop = [start];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) loop.unshift(step);
        return loop;
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** One cycle per tangle of files that import each other, each as [a, b, …, a]. */
export function importCycles(graph) {
  return tangledComponents(graph).map((component) => shortestLoop(graph, component, [...component].sort()[0]));
}
