/**
 * Flat category rows → a tree ordered by `input` (the contract's sort key), then id. A row whose
 * parent is not among the rows (hidden, or of no interest to this list) becomes a root, so
 * nothing a list selected is lost because its parent was filtered out.
 */
export type TreeRow = { id: number; parentId: number | null; input: number };
export type TreeNode<T extends TreeRow> = { row: T; children: Array<TreeNode<T>> };

const bySortKey = <T extends TreeRow>(a: TreeNode<T>, b: TreeNode<T>) => a.row.input - b.row.input || a.row.id - b.row.id;

export function buildCategoryTree<T extends TreeRow>(rows: readonly T[]): Array<TreeNode<T>> {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as Array<TreeNode<T>> }]));
  const roots: Array<TreeNode<T>> = [];
  for (const node of nodes.values()) {
    const parent = node.row.parentId === null ? undefined : nodes.get(node.row.parentId);
    // A self-reference or cycle would loop forever when rendered; treat such rows as roots.
    if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: Array<TreeNode<T>>) => {
    list.sort(bySortKey);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

function isAncestor<T extends TreeRow>(node: TreeNode<T>, of: TreeNode<T>, nodes: Map<number, TreeNode<T>>): boolean {
  const seen = new Set<number>();
  let current: TreeNode<T> | undefined = of;
  while (current && !seen.has(current.row.id)) {
    if (current === node) return true;
    seen.add(current.row.id);
    current = current.row.parentId === null ? undefined : nodes.get(current.row.parentId);
  }
  return false;
}
