import type { ExperiencesState } from '../use-experiences';

/** What an experience page shows before it has the experiences: loading, or why they cannot be shown. */
export default function ExperiencesPending({ state, title }: { state: Exclude<ExperiencesState, { status: 'ready' }>; title: string }) {
  return (
    <div className="container page">
      <h1>{title}</h1>
      {state.status === 'loading' ? <p role="status">loading the experiences...</p> : <p role="alert">{state.message}</p>}
    </div>
  );
}
