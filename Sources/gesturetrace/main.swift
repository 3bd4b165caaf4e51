print("gesturetrace")
