import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

export interface CrashBoundaryProps {
  children?: ReactNode;
  /** Called with every caught error (for logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the reader presses `Try again`, before the children render again. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** An error boundary that shows {@link CrashScreen}; `Try again` clears the error and renders the children again. */
export class CrashBoundary extends Component<CrashBoundaryProps, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: undefined, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <CrashScreen error={this.state.error} onTryAgain={this.reset} />;
    return this.props.children;
  }
}
