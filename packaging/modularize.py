#!/usr/bin/env python3
"""Turns the automatic modules in a folder of jars into named modules, so jlink can link them.

  modularize.py JDK_HOME MODS_DIR

For every jar without a module descriptor (today: the MCP SDK's mcp-core and mcp-json-jackson3, reactor-core,
reactive-streams, ONNX Runtime): jdeps --generate-module-info writes a descriptor, made open (as an automatic module is) for
Jackson's reflection; provides clauses for services whose type
is not on the module path (reactor's optional Micrometer and BlockHound hooks) are dropped; a module that
owns a service type other jars provide gets the `uses` clause ServiceLoader needs (jdeps never writes
one); the descriptor is compiled against the jar and added to it.
"""
import os
import re
import subprocess
import sys
import tempfile
import zipfile


def run(*cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"modularize.py: {' '.join(cmd)}\n{r.stdout}{r.stderr}")
    return r.stdout


def main(jdk, mods):
    jar_tool, jdeps, javac = (os.path.join(jdk, "bin", t) for t in ("jar", "jdeps", "javac"))
    jars = sorted(os.path.join(mods, f) for f in os.listdir(mods) if f.endswith(".jar"))
    auto = [j for j in jars if "automatic module" in
            subprocess.run([jar_tool, "--describe-module", "--file", j], capture_output=True, text=True).stdout]
    if not auto:
        return 0
    classes = set()        # every class on the module path, dotted
    services = {}          # service type -> providers, from META-INF/services in any jar
    for j in jars:
        with zipfile.ZipFile(j) as z:
            for n in z.namelist():
                if n.endswith(".class"):
                    classes.add(re.sub(r"^META-INF/versions/\d+/", "", n)[:-6].replace("/", "."))
                elif n.startswith("META-INF/services/") and not n.endswith("/"):
                    services.setdefault(n.rsplit("/", 1)[1], set())
    with tempfile.TemporaryDirectory() as tmp:
        gen = os.path.join(tmp, "gen")
        run(jdeps, "--ignore-missing-deps", "--multi-release", "25", "--module-path", mods,
            "--generate-module-info", gen, *auto)
        infos = {}
        for root, _, files in os.walk(gen):
            if "module-info.java" in files:
                name = os.path.relpath(root, gen).split(os.sep)[0]
                infos[name] = os.path.join(root, "module-info.java")
        for j in auto:
            described = subprocess.run([jar_tool, "--describe-module", "--file", j], capture_output=True,
                                       text=True).stdout
            name = re.search(r"^([\w.]+)(@\S*)?\s+automatic", described, re.M).group(1)
            src = open(infos[name]).read()

            def keep(m):
                service = m.group(1)
                return m.group(0) if service in classes or service.startswith(("java.", "javax.")) else ""
            src = re.sub(r"\s*provides\s+([\w.]+)\s+with\s+[\w.,\s]+;", keep, src)
            src = re.sub(r"^module ", "open module ", src, count=1, flags=re.M)
            exported = set(re.findall(r"exports\s+([\w.]+)\s*;", src))
            uses = sorted(s for s in services if s.rsplit(".", 1)[0] in exported and s in classes)
            if uses:
                src = src.rstrip().rstrip("}") + "".join(f"    uses {s};\n" for s in uses) + "}\n"
            out = os.path.join(tmp, "out", name)
            os.makedirs(out)
            mi = os.path.join(tmp, "src", name, "module-info.java")
            os.makedirs(os.path.dirname(mi))
            open(mi, "w").write(src)
            run(javac, "--release", "25", "-nowarn", "--module-path", mods, "--patch-module", f"{name}={j}",
                "-d", out, mi)
            run(jar_tool, "--update", "--file", j, "-C", out, "module-info.class")
            print(f"modularized {os.path.basename(j)} as {name}" + (f" (uses {', '.join(uses)})" if uses else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
