/// PlumbGolden compares rendered images with golden files.
