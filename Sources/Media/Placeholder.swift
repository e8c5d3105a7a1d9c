enum MediaPlaceholder {}
