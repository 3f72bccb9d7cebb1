/// The styles the gallery's pages and the live preview share: system fonts, a light page, the
/// palette of constraint states (green met, orange not met, red errors) at contrasts readable by all.
enum PageStyle {
    static let css = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #5f6368; --line: #d2d2d7; --met: #1e6b34; --warn: #8a4b00; --error: #b3261e; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, "DejaVu Sans", sans-serif; color: var(--ink); background: #fafafa; }
        header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); background: #fff; }
        header h1 { margin: 4px 0; font-size: 24px; }
        header p { margin: 2px 0; color: var(--muted); }
        main { padding: 16px 24px 48px; }
        a { color: #0b57d0; }
        h2 { font-size: 18px; margin: 28px 0 8px; }
        .scenes { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
        .scene-card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 4px; }
        .scene-card a { display: flex; flex-direction: column; gap: 6px; text-decoration: none; color: inherit; }
        .thumbnail { width: 100%; height: 200px; object-fit: contain; background: #f0f0f2; border-radius: 4px; }
        .no-picture { display: flex; align-items: center; justify-content: center; color: var(--error); }
        .scene-name { font-weight: 600; color: #0b57d0; }
        .scene-path { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted); word-break: break-all; }
        .scene-summary { font-size: 13px; }
        .scene-summary.has-errors { color: var(--error); } .scene-summary.has-warnings { color: var(--warn); } .scene-summary.clean { color: var(--met); }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .canvas { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px; max-width: 100%; }
        .canvas img { display: block; max-width: 100%; max-height: 420px; width: auto; height: auto; }
        .canvas { display: table; }
        .canvas figcaption { display: table-caption; caption-side: bottom; font-size: 13px; color: var(--muted); padding: 4px 8px 8px; }
        table { border-collapse: collapse; background: #fff; font-size: 14px; }
        th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
        th { background: #f0f0f2; }
        td code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; }
        td.state.met { color: var(--met); } td.state.not-met { color: var(--error); font-weight: 600; }
        pre { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; overflow-x: auto;
              font: 13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
        .diagnostics-lines { white-space: pre-wrap; word-break: break-word; }
        .diagnostics-lines .error { color: var(--error); } .diagnostics-lines .warning { color: var(--warn); }
        .diagnostics-lines .note { color: var(--muted); } .diagnostics-lines .summary { font-weight: 600; }
                .source-lines .line:target { background: #fff3c4; }
        .source-lines .number { display: inline-block; width: 3.5em; padding-right: 1em; text-align: right; color: var(--muted); user-select: none; }

        """
}
