"""Parses an SVG with xml.etree (exits 1 if it is not well-formed XML) and
prints what a throughput-vs-occupancy plot must have, one fact per line."""
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
print("root", root.tag.replace(NS, ""), "width", root.get("width"), "height", root.get("height"))
for g in root.findall(NS + "g"):
    if not (g.get("id") or "").startswith("kernel-"):
        continue
    title = g.find(NS + "text[@class='title']")
    print("panel", g.get("id"), "title:", title.text)
    for cls in ("latency", "predicted"):
        pl = g.find(".//" + NS + "polyline[@class='%s']" % cls)
        pts = pl.get("points").split() if pl is not None else []
        print(" ", cls, "points", len(pts))
    for cls in ("throughput", "launch-marker", "needed-marker", "saturation-marker"):
        print(" ", cls, len(g.findall(".//" + NS + "line[@class='%s']" % cls)) > 0)
    print("  xticks", len(g.findall(".//" + NS + "text[@class='xtick']")),
          "yticks", len(g.findall(".//" + NS + "text[@class='ytick']")))
    print("  labels", " | ".join(t.text for t in g.findall(".//" + NS + "text[@class='label']")))
    print("  legend", " | ".join(t.text for t in g.findall(".//" + NS + "text[@class='legend-text']")))
    print("  markers", " | ".join(t.text for t in g.findall(".//" + NS + "text[@class='marker-label']")))
