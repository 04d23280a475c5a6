import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnceAfterLoadFailure } from './reload-after-load-failure';
import RouteError from './RouteError';

interface Props {
  /** The location's key: a navigation clears the error, as the data router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
}

/** Shows the error page (RouteError) in place of the app when a screen fails to render or its code cannot load. */
export default class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    // A screen whose code failed to load: one reload usually brings it (the error page shows meanwhile, and after).
    reloadOnceAfterLoadFailure(error);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
