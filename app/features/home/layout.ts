/** The two home layouts of spec §2 "Home layout by ui_type". */
export type HomeLayout = 1 | 2;

const LAYOUT_OF: Record<string, HomeLayout> = { '1': 1, '2': 2, '3': 2, '4': 2 };

/**
 * Which layout the home page shows. The `ui_type` setting decides (1 → first layout; 2, 3 and 4
 * share the second; anything else falls back to the first). The `v` query parameter (1–4) wins
 * when it is present and valid, so a demo visitor can look at both layouts on one marketplace;
 * an invalid `v` is ignored rather than forcing layout 1 on a marketplace set to another one.
 */
export function resolveHomeLayout(uiType: string | undefined, v: string | null): HomeLayout {
  const fromV = v === null ? undefined : LAYOUT_OF[v.trim()];
  return fromV ?? LAYOUT_OF[(uiType ?? '').trim()] ?? 1;
}
