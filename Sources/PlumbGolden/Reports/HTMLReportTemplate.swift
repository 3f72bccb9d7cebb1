/// The fixed parts of the HTML report: document head with its style sheet, and the closing script.
enum HTMLReportTemplate {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(styleSheet)
        </style>
        </head>
        <body>

        """
    }

    static let tail = """
        <script>
        // The overlay's wipe: the slider's value is where the actual picture starts.
        for (const control of document.querySelectorAll('.swipe-control')) {
          const swipe = control.closest('.panel-overlay').querySelector('.swipe');
          control.addEventListener('input', () => swipe.style.setProperty('--split', control.value + '%'));
        }
        </script>
        </body>
        </html>

        """

    /// System fonts only, so the page needs nothing from the network.
    static let styleSheet = """
        :root {
          --text: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --page: #f5f5f7; --card: #ffffff;
          --pass: #1a7f37; --fail: #c9182b; --missing: #b35900; --recorded: #0969da;
          font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
          color: var(--text); background: var(--page);
        }
        body { margin: 0; line-height: 1.45; }
        code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.875rem; }
        .page-header { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: 1.5rem;
          padding: 0.75rem 2rem; background: rgba(255, 255, 255, 0.94); border-bottom: 1px solid var(--line); }
        .page-header h1 { font-size: 1.25rem; margin: 0; }
        .tally { margin: 0; display: flex; gap: 0.75rem; }
        .count { font-weight: 600; }
        .count.passed { color: var(--pass); } .count.failed { color: var(--fail); } .count.recorded { color: var(--recorded); }
        .filter-toggle { position: absolute; opacity: 0; pointer-events: none; }
        .filter { margin-left: auto; cursor: pointer; user-select: none; padding: 0.35rem 0.9rem; border-radius: 999px;
          border: 1px solid var(--line); background: var(--card); font-size: 0.9rem; }
        .filter::before { content: "○ "; }
        .filter-toggle:checked ~ .page-header .filter { background: var(--text); color: #fff; border-color: var(--text); }
        .filter-toggle:checked ~ .page-header .filter::before { content: "● "; }
        .filter-toggle:focus-visible ~ .page-header .filter { outline: 2px solid var(--recorded); }
        .filter-toggle:checked ~ main .case[data-status="passed"],
        .filter-toggle:checked ~ main .case[data-status="recorded"] { display: none; }
        .failure-index { margin: 1.25rem 2rem 0; }
        .failure-index h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 0 0 0.25rem; }
        .failure-index ol { margin: 0; padding-left: 1.25rem; columns: 3 16rem; }
        .failure-index a { color: var(--fail); }
        main { padding: 1.25rem 2rem 3rem; display: grid; gap: 1rem; }
        .empty { color: var(--muted); }
        .case { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--pass);
          border-radius: 8px; padding: 0.9rem 1.25rem; }
        .case.failed { border-left-color: var(--fail); } .case.missing { border-left-color: var(--missing); }
        .case.recorded { border-left-color: var(--recorded); }
        .case-header { display: flex; align-items: center; gap: 0.75rem; }
        .case-header h2 { font-size: 1.05rem; margin: 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        .badge { font-size: 0.7rem; font-weight: 700; letter-spacing: 0.06em; padding: 0.15rem 0.5rem; border-radius: 4px; color: #fff; }
        .badge.passed { background: var(--pass); } .badge.failed { background: var(--fail); }
        .badge.missing { background: var(--missing); } .badge.recorded { background: var(--recorded); }
        .reasons { margin: 0.6rem 0 0; padding-left: 1.2rem; }
        .frames { margin-top: 0.6rem; }
        .frames summary { cursor: pointer; font-weight: 600; }
        .frame-diff { background: var(--page); border-radius: 6px; padding: 0.6rem 0.8rem; margin: 0.4rem 0 0; white-space: pre-wrap; }
        .canvas { margin-top: 0.9rem; }
        .canvas h3 { font-size: 0.95rem; margin: 0 0 0.4rem; }
        .detail { font-weight: 400; color: var(--muted); margin-left: 0.5rem; }
        .views > input[type="radio"] { position: absolute; opacity: 0; pointer-events: none; }
        .views > label { display: inline-block; cursor: pointer; padding: 0.25rem 0.75rem; border: 1px solid var(--line);
          margin-right: -1px; font-size: 0.85rem; background: var(--card); }
        .views > label:first-of-type { border-radius: 6px 0 0 6px; }
        .views > label:last-of-type { border-radius: 0 6px 6px 0; }
        .views > input:checked + label { background: var(--text); color: #fff; border-color: var(--text); }
        .views > input:focus-visible + label { outline: 2px solid var(--recorded); }
        .panel { display: none; margin-top: 0.6rem; }
        .view-overlay:checked ~ .panel-overlay, .view-diff:checked ~ .panel-diff { display: block; }
        /* Every picture fits the window below the canvas's heading and view buttons. */
        .view-side:checked ~ .panel-side { display: flex; gap: 1rem; align-items: flex-start; }
        .panel-side figure { flex: 0 1 auto; min-width: 0; }
        .view-zoom:checked ~ .panel-zoom { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
        .panel-zoom .hint { grid-column: 1 / -1; }
        figure { margin: 0; }
        figcaption { font-size: 0.8rem; color: var(--muted); margin-top: 0.25rem; }
        img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
          background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .picture { position: relative; display: inline-block; max-width: 100%; vertical-align: top; }
        .picture img, figure.single img { width: auto; max-height: calc(100vh - 15rem); }
        figure.single { margin-top: 0.4rem; }
        .region { position: absolute; outline: 2px solid var(--fail); outline-offset: 3px; pointer-events: none;
          min-width: 1px; min-height: 1px; }
        .zoom { position: relative; overflow: hidden; width: 100%; border: 1px solid var(--line); background: #fff;
          max-width: calc((100vh - 12rem) * var(--zoom-w) / var(--zoom-h)); }
        .zoom img { position: absolute; max-width: none; height: auto; border: 0; image-rendering: pixelated; }
        .overlay-controls { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
        .swipe { position: relative; display: inline-block; max-width: 100%; margin-top: 0.4rem; }
        .swipe img { width: auto; max-height: calc(100vh - 15rem); }
        .swipe .top { position: absolute; inset: 0; width: 100%; height: 100%; box-sizing: border-box;
          clip-path: inset(0 0 0 var(--split)); }
        .swipe::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px;
          margin-left: -1px; background: var(--fail); pointer-events: none; }
        .blend-label { font-size: 0.85rem; cursor: pointer; }
        .blend-toggle:checked ~ .swipe .top, .overlay-controls:has(.blend-toggle:checked) + .swipe .top { clip-path: none; opacity: 0.5; }
        .overlay-controls:has(.blend-toggle:checked) + .swipe::after { display: none; }
        .swipe-control { width: min(100%, 24rem); margin: 0; }
        .case { scroll-margin-top: 4.5rem; }
        .note { margin: 0.75rem 2rem 0; font-size: 0.85rem; color: var(--muted); }
        .hint { font-size: 0.8rem; color: var(--muted); margin: 0.25rem 0 0; }
        .written { font-size: 0.85rem; color: var(--recorded); margin: 0.6rem 0 0; }
        """
}
