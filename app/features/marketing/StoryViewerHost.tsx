import { lazy, Suspense, useState } from 'react';
import type { StoryGroups } from '../../../contract/marketing';

// The full-screen viewer (and the dialog library) load on the first tap on a story.
const StoryViewer = lazy(() => import('./StoryViewer'));

type StoryViewerState = { requested: boolean; open: boolean; start: number };

/** Which shop's stories are shown; `requested` stays true after the first tap (chunk loaded). */
export function useStoryViewer() {
  const [state, setState] = useState<StoryViewerState>({ requested: false, open: false, start: 0 });
  return {
    state,
    openAt: (start: number) => setState({ requested: true, open: true, start }),
    setOpen: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}

/** Mounts the story viewer once a story was tapped, and keeps it mounted so it can close. */
export function StoryViewerHost({ groups, viewer }: { groups: StoryGroups; viewer: ReturnType<typeof useStoryViewer> }) {
  const { state } = viewer;
  if (!state.requested) return null;
  return (
    <Suspense fallback={null}>
      <StoryViewer groups={groups} start={state.start} open={state.open} onOpenChange={viewer.setOpen} />
    </Suspense>
  );
}
