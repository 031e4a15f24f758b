package ephemeris.render;

/** CSS classes for links, so in-app, heading, web and broken links look different. */
final class LinkClasses {
    private LinkClasses() {
    }

    static String of(String href) {
        if (href == null || href.isEmpty()) {
            return "broken-link";
        }
        if (href.startsWith(LinkTarget.PAGE_SCHEME)) {
            return "internal-link";
        }
        if (href.startsWith("#")) {
            return "anchor-link";
        }
        return LinkTarget.isExternal(href) ? "external-link" : "broken-link";
    }
}
