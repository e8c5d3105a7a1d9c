#define _GNU_SOURCE  // program_invocation_short_name, RTLD_DEEPBIND
#include "late_binding.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>

void late_binding_failed(const char *group, const char *what, const char *detail) {
    fprintf(stderr, "%s: cannot load %s (%s): %s; are %s's libraries installed? (make deps)\n",
            program_invocation_short_name, group, what, detail ? detail : "unknown error", group);
    fflush(stderr);
    _exit(127);
}

void *late_binding_open(const char *group, const char *soname, int flags) {
    void *handle = dlopen(soname, flags);
    if (!handle) late_binding_failed(group, soname, dlerror());
    return handle;
}

int late_binding_deep_bind(void) {
    return dlsym(RTLD_DEFAULT, "__sanitizer_print_stack_trace") ? 0 : RTLD_DEEPBIND;
}
