#ifndef PLUMB_PNG_SHIM_H
#define PLUMB_PNG_SHIM_H
#include <png.h>

/* PNG_FORMAT_RGBA as a constant Swift can see: 8-bit red, green, blue, alpha, alpha not premultiplied. */
static const png_uint_32 plumb_png_format_rgba = PNG_FORMAT_RGBA;
#endif
