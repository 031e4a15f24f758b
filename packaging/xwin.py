#!/usr/bin/env python3
"""Finds and closes X11 windows for the packaging scripts, with nothing but libX11 (ctypes).

  xwin.py wait TITLE_PREFIX [TIMEOUT_S [PID]]
                                           print the id of the first viewable window whose title starts with
                                           TITLE_PREFIX, waiting for it; exit 1 on timeout, 3 once process PID
                                           (the app, when given) has exited
  xwin.py close WINDOW_ID                  ask the window to close, as its title bar's close button does
                                           (a WM_DELETE_WINDOW client message; needs no window manager)
"""
import ctypes
import ctypes.util
import os
import sys
import time

lib = ctypes.util.find_library("X11") or "libX11.so.6"
x = ctypes.cdll.LoadLibrary(lib)

Window = ctypes.c_ulong
Atom = ctypes.c_ulong
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XDefaultRootWindow.restype = Window
x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x.XInternAtom.restype = Atom
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XQueryTree.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window), ctypes.POINTER(Window),
                         ctypes.POINTER(ctypes.POINTER(Window)), ctypes.POINTER(ctypes.c_uint)]
x.XFree.argtypes = [ctypes.c_void_p]
x.XGetWindowProperty.argtypes = [ctypes.c_void_p, Window, Atom, ctypes.c_long, ctypes.c_long, ctypes.c_int, Atom,
                                 ctypes.POINTER(Atom), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
x.XSendEvent.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x.XFlush.argtypes = [ctypes.c_void_p]
x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", Window), ("c_class", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong),
                ("map_installed", ctypes.c_int), ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(XWindowAttributes)]
IS_VIEWABLE = 2


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window), ("message_type", Atom), ("format", ctypes.c_int),
                ("data", ctypes.c_long * 5)]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


CLIENT_MESSAGE = 33


def display():
    d = x.XOpenDisplay(None)
    if not d:
        sys.exit("xwin.py: cannot open display")
    return d


def title(d, w):
    for name, kind in ((b"_NET_WM_NAME", b"UTF8_STRING"), (b"WM_NAME", b"STRING")):
        prop = x.XInternAtom(d, name, 0)
        actual, fmt = Atom(), ctypes.c_int()
        n, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        ok = x.XGetWindowProperty(d, w, prop, 0, 1024, 0, 0, ctypes.byref(actual), ctypes.byref(fmt),
                                  ctypes.byref(n), ctypes.byref(after), ctypes.byref(data))
        if ok == 0 and data.value:
            text = ctypes.string_at(data.value, n.value).decode("utf-8", "replace")
            x.XFree(data)
            if text:
                return text
    return ""


def windows(d, w):
    root, parent = Window(), Window()
    kids, n = ctypes.POINTER(Window)(), ctypes.c_uint()
    if not x.XQueryTree(d, w, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(kids), ctypes.byref(n)):
        return
    ids = [kids[i] for i in range(n.value)]
    if kids:
        x.XFree(kids)
    for k in ids:
        yield k
        yield from windows(d, k)


def find(d, prefix):
    for w in windows(d, x.XDefaultRootWindow(d)):
        if title(d, w).startswith(prefix):
            attrs = XWindowAttributes()
            if x.XGetWindowAttributes(d, w, ctypes.byref(attrs)) and attrs.map_state == IS_VIEWABLE:
                return w
    return None


def alive(pid):
    """Whether the process still runs (a zombie, exited but not yet waited for, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def main(argv):
    if len(argv) >= 2 and argv[0] == "wait":
        prefix, timeout = argv[1], float(argv[2]) if len(argv) > 2 else 60.0
        pid = int(argv[3]) if len(argv) > 3 else None
        d = display()
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            w = find(d, prefix)
            if w:
                print(hex(w))
                return 0
            if pid is not None and not alive(pid):
                return 3
            time.sleep(0.05)
        return 1
    if len(argv) == 2 and argv[0] == "close":
        d = display()
        w = int(argv[1], 0)
        ev = XEvent()
        ev.xclient.type = CLIENT_MESSAGE
        ev.xclient.window = w
        ev.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
        ev.xclient.format = 32
        ev.xclient.data[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
        ev.xclient.data[1] = 0  # CurrentTime
        x.XSendEvent(d, w, 0, 0, ctypes.byref(ev))
        x.XSync(d, 0)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
