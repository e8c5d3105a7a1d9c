#ifndef LIBRARY_LOADER_H
#define LIBRARY_LOADER_H

// Libraries loaded on first use instead of when the process starts (late_binding.h says
// why). Every function the project calls loads its library first, so calling these is
// only a way to choose the thread and the moment. A library that cannot be loaded ends
// the process with one line on stderr and status 127, as the dynamic loader did when
// they were linked.

/// FFmpeg's libavutil, libswresample, libswscale, libavcodec and libavformat.
void cffmpeg_load(void);

/// SDL2 and SDL2_ttf.
void csdl_load(void);

#endif
