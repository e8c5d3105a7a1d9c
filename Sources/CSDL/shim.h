#ifndef CSDL_SHIM_H
#define CSDL_SHIM_H
// SDL must not replace main(): Swift owns the entry point.
#define SDL_MAIN_HANDLED 1
// From the default include path (no pkg-config: its libs would link SDL at start).
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

// Function-like macros are not imported into Swift; expose them as values.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
/// The window's sound: 32-bit float samples in the machine's byte order.
static const SDL_AudioFormat CSDL_AUDIO_F32SYS = AUDIO_F32SYS;
#endif
