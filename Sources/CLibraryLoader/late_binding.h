// Libraries bound late: loaded on the first call of one of their functions, not with the
// process.
//
// Linked the usual way, a library and its dependencies are mapped and relocated before
// main, and every library loaded later (llvmpipe's LLVM, when the window makes its
// OpenGL renderer) resolves each of its symbols by passing all of them first. FFmpeg
// brings ~150 libraries (x265, aom, rav1e, librsvg with glib/cairo/pango, gnutls, zmq…):
// ~50 ms before the window's main, ~25 ms more in its renderer. SDL brings ~45 (PulseAudio
// and its codecs, Wayland, X11…). Loaded on first use, as local groups (RTLD_LOCAL), they
// load on the thread that needs them (FFmpeg on the one that probes the window's videos
// while the main thread makes the window) and later libraries do not search them.
//
// Each function the project calls is defined under its own name by a .c file that lists
// them (`FN`/`VOID_FN` lines with their prototypes, checked against the library's
// headers) and includes late_functions.inc: it loads its libraries once (pthread_once),
// then calls theirs through a pointer. The definitions are hidden: nothing loaded later
// can bind to them instead of the library's own.

#ifndef LATE_BINDING_H
#define LATE_BINDING_H

#include <dlfcn.h>
#include <pthread.h>

/// Ends the process as the dynamic loader did when a linked library was missing: one line
/// naming `what` could not be loaded (a library or a function) and why, status 127.
/// `group`: what it belongs to, for the line ("FFmpeg", "SDL2").
_Noreturn void late_binding_failed(const char *group, const char *what, const char *detail);

/// dlopen, or the process ends (late_binding_failed).
void *late_binding_open(const char *group, const char *soname, int flags);

/// RTLD_DEEPBIND, unless a sanitizer's runtime is in the process: it must see every call
/// and refuses the flag.
int late_binding_deep_bind(void);

#endif
