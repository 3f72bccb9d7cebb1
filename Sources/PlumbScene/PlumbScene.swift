/// PlumbScene reads scene YAML into PlumbLayout values.
