// FFmpeg's libraries loaded when first used instead of when the process starts.
//
// Linked the usual way, libavformat and friends bring about 150 libraries with them
// (x265, aom, rav1e, librsvg and its glib/cairo/pango, gnutls, zmq, …). The dynamic
// loader maps and relocates all of them before main (~50 ms of the window's start-up
// here), and every library loaded later (llvmpipe's LLVM, when the window makes its
// OpenGL renderer) resolves its symbols through that long list as well (~25 ms more).
// Loaded here, on the first FFmpeg call, they load on the thread that needs them (the
// window probes its videos on a thread of its own while the main thread makes the
// window), and as a local group (RTLD_LOCAL) that later libraries do not search.
//
// The group resolves its own symbols in itself first (RTLD_DEEPBIND) instead of passing
// the ~80 libraries the program linked for each one: 64 → 48 ms of loading, all of it
// under the dynamic loader's lock, which the window's OpenGL driver waits for. Nothing in
// the program is meant to replace a symbol of theirs; a sanitizer's runtime is, and
// refuses the flag, so sanitized builds load without it.
//
// Each function of functions.h is defined here under its own name, so Swift calls it as
// before: it loads the libraries once (pthread_once), then calls FFmpeg's through a
// pointer. The definitions are hidden: nothing loaded later can bind to them instead of
// FFmpeg's own.

#define _GNU_SOURCE  // program_invocation_short_name
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

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
#include "include/cffmpeg_loader.h"
#pragma GCC visibility pop

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)

/// The sonames the headers were compiled against: the same libraries the link named.
enum Library { avutil, swresample, swscale, avcodec, avformat, libraryCount };
static const char *const sonames[libraryCount] = {
    [avutil] = "libavutil.so." STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    [swresample] = "libswresample.so." STRINGIFY(LIBSWRESAMPLE_VERSION_MAJOR),
    [swscale] = "libswscale.so." STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    [avcodec] = "libavcodec.so." STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    [avformat] = "libavformat.so." STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};

/// FFmpeg's functions, filled once by `load`.
static struct {
#define FN(library, type, name, parameters, arguments) __typeof__(&name) name;
#define VOID_FN(library, name, parameters, arguments) __typeof__(&name) name;
#include "functions.h"
#undef FN
#undef VOID_FN
} ffmpeg;

/// As when the dynamic loader refused to start a process linked to FFmpeg: one line,
/// status 127.
static void fail(const char *what, const char *detail) {
    fprintf(stderr, "%s: cannot load FFmpeg (%s): %s; are FFmpeg's libraries installed? (make deps)\n",
            program_invocation_short_name, what, detail ? detail : "unknown error");
    fflush(stderr);
    _exit(127);
}

/// RTLD_DEEPBIND unless a sanitizer's runtime (which must see every call) is in the process.
static int deepBind(void) {
    return dlsym(RTLD_DEFAULT, "__sanitizer_print_stack_trace") ? 0 : RTLD_DEEPBIND;
}

static void load(void) {
    void *handles[libraryCount];
    int flags = RTLD_NOW | RTLD_LOCAL | deepBind();
    for (int library = 0; library < libraryCount; library++) {
        handles[library] = dlopen(sonames[library], flags);
        if (!handles[library]) fail(sonames[library], dlerror());
    }
#define FN(library, type, name, parameters, arguments) \
    if (!(ffmpeg.name = (__typeof__(&name))dlsym(handles[library], #name))) fail(#name, dlerror());
#define VOID_FN(library, name, parameters, arguments) FN(library, void, name, parameters, arguments)
#include "functions.h"
#undef FN
#undef VOID_FN
}

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

void cffmpeg_load(void) { pthread_once(&loaded, load); }

#define FN(library, type, name, parameters, arguments) \
    type name parameters {                              \
        cffmpeg_load();                                 \
        return ffmpeg.name arguments;                   \
    }
#define VOID_FN(library, name, parameters, arguments) \
    void name parameters {                              \
        cffmpeg_load();                                 \
        ffmpeg.name arguments;                          \
    }
#include "functions.h"
#undef FN
#undef VOID_FN
