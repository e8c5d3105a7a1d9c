// SDL2 and SDL2_ttf bound late (late_binding.h): loaded by the first SDL call, on the
// main thread as the window starts, so they still load before anything is drawn. What it
// buys is a global scope of ~25 libraries instead of ~80: the ones loaded after SDL
// (llvmpipe's driver and LLVM in the window's renderer; FFmpeg) do not search SDL's ~55
// dependencies for each of their symbols.

#include "late_binding.h"

#pragma GCC visibility push(hidden)
#define DECLSPEC   // SDL's headers would mark every function exported
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include "include/library_loader.h"
#pragma GCC visibility pop

enum Library { sdl, ttf, libraryCount };

static void late_open(void *handles[libraryCount]) {
    handles[sdl] = late_binding_open("SDL2", "libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    handles[ttf] = late_binding_open("SDL2", "libSDL2_ttf-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
}

#define LATE_FUNCTIONS "sdl_functions.h"
#define LATE_GROUP "SDL2"
#define LATE_LOAD csdl_load
#include "late_functions.inc"
