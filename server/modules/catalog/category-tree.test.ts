import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type TreeNode, type TreeRow } from './category-tree';

const ids = (nodes: Array<TreeNode<TreeRow>>): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.row.id, ids(n.children)] : n.row.id));

describe('buildCategoryTree', () => {
  it('nests children under parents and sorts by input, then id', () => {
    const tree = buildCategoryTree([
      { id: 1, parentId: null, input: 2 },
      { id: 2, parentId: null, input: 1 },
      { id: 3, parentId: 1, input: 5 },
      { id: 4, parentId: 1, input: 0 },
      { id: 5, parentId: 2, input: 0 },
      { id: 6, parentId: 2, input: 0 },
    ]);
    expect(ids(tree)).toEqual([[2, [5, 6]], [1, [4, 3]]]);
  });

  it('keeps rows whose parent is missing, and breaks cycles, as roots', () => {
    const tree = buildCategoryTree([
      { id: 7, parentId: 99, input: 0 },
      { id: 8, parentId: 9, input: 1 },
      { id: 9, parentId: 8, input: 2 },
    ]);
    expect(tree.map((n) => n.row.id)).toContain(7);
    const count = (nodes: Array<TreeNode<TreeRow>>): number => nodes.reduce((s, n) => s + 1 + count(n.children), 0);
    expect(count(tree)).toBe(3);
  });
});
