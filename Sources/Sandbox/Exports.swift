@_exported import WindowModel
