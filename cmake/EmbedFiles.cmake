# Writes OUT: a C++ source holding each input file as a raw string, so the
# built-in GPU specs travel inside the plugin and the CLI.
file(WRITE ${OUT} "// Generated from gpu-specs/*.yaml; do not edit.\n#include \"gpuperf/Spec/BuiltinSpecs.h\"\nnamespace gpuperf {\nconst std::vector<EmbeddedFile> &builtinSpecFiles() {\n  static const std::vector<EmbeddedFile> Files = {\n")
file(GLOB SPECS ${SPEC_DIR}/*.yaml)
list(SORT SPECS)
foreach(F ${SPECS})
  get_filename_component(N ${F} NAME)
  file(READ ${F} C)
  file(APPEND ${OUT} "    {\"${N}\", R\"gpuperf_yaml(${C})gpuperf_yaml\"},\n")
endforeach()
file(APPEND ${OUT} "  };\n  return Files;\n}\n} // namespace gpuperf\n")
