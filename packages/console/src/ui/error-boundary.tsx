import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

/** Keeps a failing screen from blanking the console: one per route, with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('页面渲染出错', error, info.componentStack);
  }

  override componentDidUpdate(prev: { resetKey?: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="m-4 rounded-md border border-danger/30 bg-white p-6">
        <h2 className="text-base font-semibold text-danger">页面出错了</h2>
        <p className="mt-2 break-all text-sm text-gray-600">{this.state.error.message}</p>
        <Button className="mt-4" variant="primary" onClick={() => this.setState({ error: null })}>
          重新加载此页面
        </Button>
      </div>
    );
  }
}
