#ifndef CFFMPEG_LOADER_H
#define CFFMPEG_LOADER_H

/// Loads FFmpeg's libraries now if they are not loaded yet; every FFmpeg function the
/// project calls does this first, so calling it is only a way to choose the thread and
/// the moment (see loader.c). Exits with status 127 and one line on stderr when a
/// library is missing, as the dynamic loader did when they were linked.
void cffmpeg_load(void);

#endif
