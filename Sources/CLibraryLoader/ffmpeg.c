// FFmpeg bound late (late_binding.h): loaded by the first FFmpeg call, in the window on
// the thread that probes its videos.
//
// The group resolves its own symbols in itself first (RTLD_DEEPBIND) instead of passing
// every library the program linked for each one, all of it under the dynamic loader's
// lock, which the window's OpenGL driver waits for.
// Nothing in the program is meant to replace a symbol of theirs (a sanitizer's runtime
// is, so sanitized builds load without it).

#include "late_binding.h"

#pragma GCC visibility push(hidden)
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/channel_layout.h>
#include <libavutil/display.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
#include "include/library_loader.h"
#pragma GCC visibility pop

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)

/// The sonames the headers were compiled against.
enum Library { avutil, swresample, swscale, avcodec, avformat, libraryCount };
static const char *const sonames[libraryCount] = {
    [avutil] = "libavutil.so." STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    [swresample] = "libswresample.so." STRINGIFY(LIBSWRESAMPLE_VERSION_MAJOR),
    [swscale] = "libswscale.so." STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    [avcodec] = "libavcodec.so." STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    [avformat] = "libavformat.so." STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};

static void late_open(void *handles[libraryCount]) {
    int flags = RTLD_NOW | RTLD_LOCAL | late_binding_deep_bind();
    for (int library = 0; library < libraryCount; library++) {
        handles[library] = late_binding_open("FFmpeg", sonames[library], flags);
    }
}

#define LATE_FUNCTIONS "ffmpeg_functions.h"
#define LATE_GROUP "FFmpeg"
#define LATE_LOAD cffmpeg_load
#include "late_functions.inc"
