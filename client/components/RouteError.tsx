/**
 * Shown when a screen fails to render or its code cannot be loaded (for example a chunk from an older
 * version that a new deploy replaced). Reloading fetches the current version.
 */
export default function RouteError({ error }: { error: unknown }) {
  const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  return (
    <main id="main" className="container page">
      <h1>{notFound ? "we couldn't find that page" : 'something went wrong loading this page'}</h1>
      <p>Nothing you saved is lost. Reloading usually fixes this, especially right after the app was updated.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          reload
        </button>{' '}
        <a href="/">back to the home page</a>
      </p>
    </main>
  );
}
