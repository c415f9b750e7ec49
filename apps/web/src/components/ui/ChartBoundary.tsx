import { Component, type ReactNode } from 'react';

/** A chart chunk that fails to load (offline, a new deploy) leaves its fallback on screen, not the error page. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
