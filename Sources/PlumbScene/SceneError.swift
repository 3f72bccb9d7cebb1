import PlumbLayout

/// One mistake in a scene file: the YAML reader's name for a ``SourceDiagnostic``.
public typealias SceneError = SourceDiagnostic

/// Every mistake found in one scene file: the YAML reader's name for ``SourceDiagnostics``.
public typealias SceneErrors = SourceDiagnostics
